import '@odonto/ui/fonts';
// Chakra's reset, global styles and token variables, computed when building (scripts/portal-build/chakra-global-css.ts).
import 'virtual:chakra-global.css';
// The public screens' Chakra classes, generated (@odonto/ui's theme/firstPaint): imported here too so that the
// build puts them in the entry's stylesheet, not in the first lazy chunk that also uses them.
import '@odonto/ui/first-paint.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const root = createRoot(container);

// The first render as a transition: React renders it in slices and lets the browser paint and answer input
// between them, instead of one long task. No Chakra here: the public screens draw with the kit's first-paint
// classes (@odonto/ui's theme/firstPaint), and Chakra's runtime loads with the first screen that needs it
// (app/ChakraRoot.tsx). No server-data cache either: it loads with the protected layout.
startTransition(() => {
  root.render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </StrictMode>,
  );
});
