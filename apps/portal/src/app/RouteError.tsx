import { type AppHome, RouteError as ShellRouteError } from '@odonto/web-shell';

/** Where the portal's error and not-found screens lead back to. */
export const PORTAL_HOME: AppHome = { to: '/dashboard', name: 'o Dashboard' };

/** The `errorElement` of every route of the portal. */
export const RouteError = () => <ShellRouteError home={PORTAL_HOME} />;
