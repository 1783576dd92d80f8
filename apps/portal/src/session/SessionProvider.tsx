import { type SessionProviderProps, SessionProvider as ShellSessionProvider } from '@odonto/web-shell';

export { type SessionContextValue, type SessionStatus, useSession } from '@odonto/web-shell';

// 'Sair' forgets the dentist's drafts; an expiry keeps them, to be offered back after signing in (issue #34).
// The store loads on sign-out, not with /login's first paint (its budget).
function forgetDrafts(userId: string | null) {
  if (userId === null || typeof localStorage === 'undefined') return;
  void import('../drafts/draftStore').then(({ discardDraftsOf }) => discardDraftsOf(localStorage, userId));
}

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
  <ShellSessionProvider storage={storage} confirmOnStart onSignOut={forgetDrafts}>
    {children}
  </ShellSessionProvider>
);
