import '@odonto/ui/fonts';
// Chakra's reset, global styles and token variables, computed when building (scripts/portal-build/chakra-global-css.ts).
import 'virtual:chakra-global.css';
import { ChakraProvider } from '@chakra-ui/react';
import { startSystem } from '@odonto/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const root = createRoot(container);

// This file's modules (React, Chakra, the router, which starts fetching a protected screen's code now) ran
// in one task; the Chakra system, which indexes every token, is made in the next one. On a phone each
// part blocks input for less time than both together did (issue 12's Total Blocking Time).
setTimeout(() => {
  const system = startSystem();
  // The first render as a transition: React renders it in slices and lets the browser paint and answer
  // input between them, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        {/* The public screens' recipes only; the protected layout adds the rest (app/routes.tsx). */}
        <ChakraProvider value={system}>
          {/* No server-data cache here: it loads with the protected layout (data/ServerDataProvider.tsx). */}
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ChakraProvider>
      </StrictMode>,
    );
  });
}, 0);
