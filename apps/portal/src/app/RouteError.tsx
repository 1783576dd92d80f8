import { LoadingState } from '@odonto/ui';
import type { AppHome } from '@odonto/web-shell';
import { lazy, Suspense } from 'react';

/** Where the portal's error and not-found screens lead back to. */
export const PORTAL_HOME: AppHome = { to: '/dashboard', name: 'o Dashboard' };

/**
 * The error screen and Chakra's runtime: loaded when a route fails, or with the signed-in layout (which
 * brings Chakra anyway). The sign-in page does not ask for it: Chakra's runtime would load there for nothing.
 */
export const loadRouteErrorScreen = () => import('./RouteErrorScreen');

const RouteErrorScreen = lazy(loadRouteErrorScreen);

/** The `errorElement` of every route of the portal. */
export const RouteError = () => (
  <Suspense fallback={<LoadingState />}>
    <RouteErrorScreen />
  </Suspense>
);
