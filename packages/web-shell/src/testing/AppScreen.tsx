import { chakra } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { createQueryClient } from '../data/queryClient';

/** The address inside the app, readable by tests through the `location` test id. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <chakra.div srOnly data-testid="location">
      {pathname + search}
    </chakra.div>
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

/**
 * A fresh server-data cache per story: no answer of one story is seen by the next, and a failed call fails
 * at once (no retries, no refetch when the window gets focus).
 */
export function ServerDataForStories({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false, refetchOnWindowFocus: false }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface AppScreenProps {
  /** The app's whole route table. */
  routes: RouteObject[];
  /** The address the app opens at, inside `basename` (e.g. '/dashboard', '/planos/1024?item=501'). */
  path: string;
  /** The app's address prefix ('/auditoria'); none by default. */
  basename?: string;
  /** The app's session provider (and anything else it puts above its router), around the router. */
  providers: (router: ReactNode) => ReactNode;
}

/**
 * A whole app (session, routes, screens) in a memory router, as the browser runs it, under a fresh
 * server-data cache that never retries; the current address is readable through the `location` test id.
 */
export function AppScreen({ routes, path, basename, providers }: AppScreenProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <ProbedOutlet />, children: routes }], {
      basename,
      initialEntries: [(basename ?? '') + path],
    }),
  );
  return <ServerDataForStories>{providers(<RouterProvider router={router} />)}</ServerDataForStories>;
}
