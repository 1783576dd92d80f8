import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { routes } from '../app/routes';
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
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
