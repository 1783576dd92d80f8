import { chakra } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { protectedRoutes } from '../app/protectedRoutes';
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

/**
 * The whole route table from the start: the browser's router adds the protected routes on the first
 * protected address (patchRoutesOnNavigation, covered by e2e/router.e2e.ts and e2e/login.e2e.ts); a story
 * opens its screen without that extra step.
 */
const allRoutes: RouteObject[] = routes.map((route) =>
  route.index || route.id !== 'root'
    ? route
    : { ...route, children: [...(route.children ?? []), ...protectedRoutes] },
);

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
          children: allRoutes,
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
