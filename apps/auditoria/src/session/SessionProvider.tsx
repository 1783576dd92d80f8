import { type SessionProviderProps, SessionProvider as ShellSessionProvider } from '@odonto/web-shell';
import { auditorStorage } from './auditorStorage';

export { type SessionContextValue, useSession } from '@odonto/web-shell';

/** The role the console is for; a stored session of any other is no session here. */
export const AUDITOR_ROLE = 'Auditor';

/**
 * The auditor's session: display data in localStorage under the console's own keys (auditorStorage), the
 * access token in memory, the refresh token in the console's HttpOnly cookie. A page load waits for the
 * refresh by cookie; after that, the token decides at once and the server's refusal of a refresh ends it.
 */
export const SessionProvider = ({
  storage,
  children,
}: Pick<SessionProviderProps, 'storage' | 'children'>) => (
  <ShellSessionProvider storage={storage} makeStorage={auditorStorage} role={AUDITOR_ROLE}>
    {children}
  </ShellSessionProvider>
);
