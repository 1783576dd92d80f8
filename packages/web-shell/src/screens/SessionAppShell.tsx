import type { StoredSession } from '@odonto/api';
import { AppShell, type AppShellProps, GlossaryLinkProvider, type RenderLink } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { croWithUf, currentUserQuery } from '../session/currentUser';
import { useSession } from '../session/SessionProvider';

/** The glossary's address in both apps (the console's router adds its basename, /auditoria). */
export const GLOSSARY_PATH = '/glossario';

const renderRouterLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

export interface SessionAppShellProps
  extends Omit<
    AppShellProps,
    'currentPath' | 'userName' | 'userRole' | 'userCredential' | 'onLogout' | 'renderLink' | 'children'
  > {
  /** What the header shows under the user's name (default: the session's role). */
  roleLabel?: (user: StoredSession | null) => string | undefined;
  /** The app's sign-in address, where 'Sair' leads (default '/login'). */
  loginPath?: string;
}

/**
 * The kit's AppShell around a signed-in app's screen (the route's Outlet): the session's user with the CRO
 * and its UF, 'Sair' (the session ends, then the login), the router's links and the current address; the app
 * gives its menu, its slots and its settings screen. Needs the app's server-data cache (QueryClientProvider).
 */
export function SessionAppShell({
  roleLabel = (user) => user?.userRole || undefined,
  loginPath = '/login',
  ...shell
}: SessionAppShellProps) {
  const { user, signOut, authApi } = useSession();
  // The UF is not in the session's display data: GET /account/current, cached with the settings screen's.
  const { data: currentUser } = useQuery({ ...currentUserQuery(authApi), enabled: user !== null });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <AppShell
      {...shell}
      currentPath={pathname}
      userName={user?.userName ?? ''}
      userRole={roleLabel(user)}
      userCredential={user ? croWithUf(user.userCro, currentUser?.uf) : undefined}
      renderLink={renderRouterLink}
      onLogout={() => {
        void signOut().then(() => navigate(loginPath, { replace: true }));
      }}
    >
      {/* Every badge and code of the screens links to the app's glossary, through the router. */}
      <GlossaryLinkProvider path={GLOSSARY_PATH} renderLink={renderRouterLink}>
        <Outlet />
      </GlossaryLinkProvider>
    </AppShell>
  );
}
