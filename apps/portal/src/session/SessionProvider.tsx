import { type SessionProviderProps, SessionProvider as ShellSessionProvider } from '@odonto/web-shell';

export { type SessionContextValue, type SessionStatus, useSession } from '@odonto/web-shell';

/**
 * The dentist's session (docs/product-rules.md#session): display data in localStorage under the portal's keys,
 * the access token in memory, the refresh token in an HttpOnly cookie; confirmed by the server on start (a
 * page load: the refresh by cookie; a remount: the current user, one refresh when that fails) before a
 * protected screen shows.
 */
export const SessionProvider = ({
  storage,
  children,
}: Pick<SessionProviderProps, 'storage' | 'children'>) => (
  <ShellSessionProvider storage={storage} confirmOnStart>
    {children}
  </ShellSessionProvider>
);
