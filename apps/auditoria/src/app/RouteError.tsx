import { LoadingState } from '@odonto/ui';
import type { AppHome } from '@odonto/web-shell';
import { lazy, Suspense } from 'react';

/** Where the console's error and not-found screens lead back to: the queue. */
export const CONSOLE_HOME: AppHome = { to: '/', name: 'a fila' };

/**
 * The error screen and Chakra's runtime: loaded when a route fails, or with the signed-in layout (which
 * brings Chakra anyway). The sign-in page does not ask for it: Chakra's runtime would load there for nothing.
 */
export const loadRouteErrorScreen = () => import('./RouteErrorScreen');

const RouteErrorScreen = lazy(loadRouteErrorScreen);

/** The `errorElement` of every route of the console. */
export const RouteError = () => (
  <Suspense fallback={<LoadingState />}>
    <RouteErrorScreen />
  </Suspense>
);
