import { AppShell, type AppShellNavItem, type RenderLink } from '@odonto/ui';
import { createQueryClient, RequireSession } from '@odonto/web-shell';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

const NAV_ITEMS: ReadonlyArray<AppShellNavItem> = [{ label: 'Fila de auditoria', path: '/' }];

const renderRouterLink: RenderLink = ({ href, children }) => <RouterLink to={href}>{children}</RouterLink>;

/**
 * Every signed-in screen: the kit's AppShell with the console's one screen in the menu, the auditor and
 * 'Sair' (no search, no main action, no operator footer). The server-data cache lives as long as this
 * layout, which a session's end unmounts: the next auditor to sign in starts with an empty one. A cache
 * provided above (stories, without retries) is used as it is.
 */
export function ConsoleLayout() {
  const provided = useContext(QueryClientContext);
  const [queryClient] = useState(() => provided ?? createQueryClient());
  return (
    <RequireSession>
      <QueryClientProvider client={queryClient}>
        <ConsoleShell />
      </QueryClientProvider>
    </RequireSession>
  );
}

function ConsoleShell() {
  const { user, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <AppShell
      currentPath={pathname}
      userName={user?.userName ?? ''}
      userRole={`Auditor · CRO ${user?.userCro ?? ''}`}
      renderLink={renderRouterLink}
      navItems={NAV_ITEMS}
      mainId="conteudo"
      onLogout={() => {
        void signOut().then(() => navigate('/login', { replace: true }));
      }}
    >
      <Outlet />
    </AppShell>
  );
}
