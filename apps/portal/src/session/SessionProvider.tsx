import { type SessionProviderProps, SessionProvider as ShellSessionProvider } from '@odonto/web-shell';

export { type SessionContextValue, type SessionStatus, useSession } from '@odonto/web-shell';

/**
 * The dentist's session (docs/product-rules.md#session): localStorage under the portal's keys, confirmed by
 * the server on start (the current user, one refresh when that fails) before a protected screen shows.
 */
export const SessionProvider = ({
  storage,
  children,
}: Pick<SessionProviderProps, 'storage' | 'children'>) => (
  <ShellSessionProvider storage={storage} confirmOnStart>
    {children}
  </ShellSessionProvider>
);
