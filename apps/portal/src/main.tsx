import '@odonto/ui/fonts';
import { ChakraProvider } from '@chakra-ui/react';
import { startSystem } from '@odonto/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { ClearCacheWhenSignedOut } from './data/ClearCacheWhenSignedOut';
import { createQueryClient } from './data/queryClient';
import { SessionProvider } from './session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    {/* The public screens' recipes only; the protected layout adds the rest (app/routes.tsx). */}
    <ChakraProvider value={startSystem}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ClearCacheWhenSignedOut />
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
