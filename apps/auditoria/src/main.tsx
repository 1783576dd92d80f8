import '@odonto/ui/fonts';
// Chakra's reset, global styles and token variables, computed when building (scripts/portal-build/chakra-global-css.ts).
import 'virtual:chakra-global.css';
// The sign-in's Chakra classes, generated (@odonto/ui's theme/firstPaint), in the entry's stylesheet.
import '@odonto/ui/first-paint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

// No Chakra here: the sign-in draws with the kit's first-paint classes, and Chakra's runtime loads with the
// console layout (app/ChakraRoot.tsx).
createRoot(container).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
