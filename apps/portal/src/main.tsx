import '@odonto/ui/fonts';
import { ChakraProvider } from '@chakra-ui/react';
import { startSystem } from '@odonto/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

createRoot(container).render(
  <StrictMode>
    {/* The public screens' recipes only; the protected layout adds the rest (app/routes.tsx). */}
    <ChakraProvider value={startSystem}>
      {/* No server-data cache here: it loads with the protected layout (data/ServerDataProvider.tsx). */}
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ChakraProvider>
  </StrictMode>,
);
