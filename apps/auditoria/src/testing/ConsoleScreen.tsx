import { chakra } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { BASENAME, routes } from '../app/routes';
import { createQueryClient } from '../data/queryClient';
import { SessionProvider } from '../session/SessionProvider';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <chakra.div srOnly data-testid="location">
      {pathname + search}
    </chakra.div>
  );
}

export interface ConsoleScreenProps {
  /** The address inside the console, e.g. '/planos/1024?item=501' (under /auditoria). */
  path: string;
}

/**
 * The whole console (session, routes, screens) in a memory router under /auditoria, as the browser runs it,
 * with a fresh server-data cache that never retries; the address inside the console is readable through
 * the `location` test id.
 */
export function ConsoleScreen({ path }: ConsoleScreenProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <ProbedOutlet />, children: routes }], {
      basename: BASENAME,
      initialEntries: [BASENAME + path],
    }),
  );
  const [queryClient] = useState(() => createQueryClient({ retry: false, refetchOnWindowFocus: false }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}

function ProbedOutlet() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}
