import '@odonto/ui/fonts';
import { UiProvider } from '@odonto/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </UiProvider>
  </StrictMode>,
);
