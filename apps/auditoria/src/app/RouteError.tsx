import { type AppHome, RouteError as ShellRouteError } from '@odonto/web-shell';

/** Where the console's error and not-found screens lead back to: the queue. */
export const CONSOLE_HOME: AppHome = { to: '/', name: 'a fila' };

/** The `errorElement` of every route of the console. */
export const RouteError = () => <ShellRouteError home={CONSOLE_HOME} />;
