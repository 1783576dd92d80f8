import { AppScreen } from '@odonto/web-shell/testing';
import type { ReactNode } from 'react';
import { BASENAME, routes } from '../app/routes';
import { SessionProvider } from '../session/SessionProvider';

export interface ConsoleScreenProps {
  /** The address inside the console, e.g. '/planos/1024?item=501' (under /auditoria). */
  path: string;
}

const sessionAround = (router: ReactNode) => <SessionProvider>{router}</SessionProvider>;

/**
 * The whole console (session, routes, screens) in a memory router under /auditoria, as the browser runs it,
 * with a fresh server-data cache that never retries; the address inside the console is readable through
 * the `location` test id.
 */
export const ConsoleScreen = ({ path }: ConsoleScreenProps) => (
  <AppScreen routes={routes} path={path} basename={BASENAME} providers={sessionAround} />
);
