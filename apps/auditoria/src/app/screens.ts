import type { ComponentType } from 'react';
import { loadRouteErrorScreen } from './RouteError';

/*
 * The code of the screens a sign-in and a queue lead to, loaded by the routes (routes.tsx) and started
 * early where the next step is known (issue #34, the console at desk speed): the login page starts the
 * signed-in layout and the queue while the auditor types, so the sign-in waits only for the queue's data;
 * a queue row starts the plan's code when pointed at or focused, so the click waits only for the plan.
 * The browser downloads a module once: a route loading it again later reuses the same download.
 */

/** The signed-in layout inside Chakra's provider: the sign-in page paints without Chakra's runtime. */
export const loadConsoleLayout = async (): Promise<ComponentType> => {
  const [{ withChakra }, { ConsoleLayout }] = await Promise.all([
    import('./ChakraRoot'),
    import('../layout/ConsoleLayout'),
  ]);
  // The error screen's own file is small once Chakra is here: fetched now, a screen failing later
  // (offline included) can still say so.
  void loadRouteErrorScreen().catch(() => undefined);
  return withChakra(ConsoleLayout);
};

export const loadFilaPage = async (): Promise<ComponentType> =>
  (await import('../pages/fila/FilaPage')).FilaPage;

/** The plan's screen; its chart and its decision panel, drawn after its first paint, start downloading with it. */
export const loadPlanoPage = async (): Promise<ComponentType> => {
  void import('../pages/plano/PlanoChart').catch(() => undefined);
  void import('../pages/plano/DecisionPanel').catch(() => undefined);
  return (await import('../pages/plano/PlanoPage')).PlanoPage;
};

/** Starts a screen's download; a failure is left for its route to show (its errorElement) when it is opened. */
export const preload = (load: () => Promise<ComponentType>) => {
  load().catch(() => undefined);
};

/** What the login page starts: everything the queue needs to draw, but its data. */
export const preloadSignedIn = () => {
  preload(loadConsoleLayout);
  preload(loadFilaPage);
};
