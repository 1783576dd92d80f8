import { chakra } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { routes } from '../app/routes';
import { ClearCacheWhenSignedOut } from '../data/ClearCacheWhenSignedOut';
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

export interface PortalScreenProps {
  /** The address the portal opens at, e.g. '/dashboard'. */
  path: string;
}

/**
 * The whole portal (session, routes, screens) in a memory router, as the browser runs it; the current
 * address is readable by tests through the `location` test id.
 */
export function PortalScreen({ path }: PortalScreenProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <LocationProbe />
            </>
          ),
          children: routes,
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}

/**
 * The session and a fresh server-data cache per story: no answer of one story is seen by the next, and
 * a failed call fails at once (no retries, no refetch when the window gets focus).
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false, refetchOnWindowFocus: false }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ClearCacheWhenSignedOut />
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
}
