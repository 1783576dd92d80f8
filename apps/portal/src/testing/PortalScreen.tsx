import { AppScreen, ServerDataForStories } from '@odonto/web-shell/testing';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { protectedRoutes } from '../app/protectedRoutes';
import { routes } from '../app/routes';
import { ClearCacheWhenSignedOut } from '../data/ClearCacheWhenSignedOut';
import { SessionProvider } from '../session/SessionProvider';

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

const sessionAround = (router: ReactNode) => (
  <SessionProvider>
    <ClearCacheWhenSignedOut />
    {router}
  </SessionProvider>
);

/**
 * The whole portal (session, routes, screens) in a memory router, as the browser runs it; the current
 * address is readable by tests through the `location` test id.
 */
export const PortalScreen = ({ path }: PortalScreenProps) => (
  <AppScreen routes={allRoutes} path={path} providers={sessionAround} />
);

/** The session and a fresh server-data cache per story (no retries, no refetch on focus). */
export const PortalProviders = ({ children }: { children: ReactNode }) => (
  <ServerDataForStories>{sessionAround(children)}</ServerDataForStories>
);
