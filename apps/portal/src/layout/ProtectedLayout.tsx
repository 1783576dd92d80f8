import { AppShellAction, AppShellSearch, type RenderLink } from '@odonto/ui';
import { RequireSession, SessionAppShell, useSession } from '@odonto/web-shell';
import { useQuery } from '@tanstack/react-query';
import { createSearchParams, Link, useNavigate } from 'react-router-dom';
import { operadoraQuery } from '../data/account';
import { ServerDataProvider } from '../data/ServerDataProvider';
import { HeaderNotifications } from './HeaderNotifications';
import { NAV_ITEMS } from './navigation';
import { OPERATOR_FOOTER } from './operator';

const NEW_PLAN_PATH = '/plano-tratamento/novo';
/** The settings screen (protectedRoutes), in the user's menu. */
const SETTINGS_PATH = '/configuracoes';

const renderRouterLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

/** The dentist's shell: the beneficiary search and 'Novo Plano de Tratamento' in the header, notifications. */
function SignedInShell() {
  const navigate = useNavigate();
  const { authApi } = useSession();
  const { data: operadora } = useQuery(operadoraQuery(authApi));
  return (
    <SessionAppShell
      navItems={NAV_ITEMS}
      settingsPath={SETTINGS_PATH}
      footer={{ ...OPERATOR_FOOTER, regulatorNumber: operadora?.registroANS }}
      mainId="conteudo"
      headerActions={<HeaderNotifications renderLink={renderRouterLink} />}
      search={
        <AppShellSearch
          onSearch={(term) =>
            navigate({ pathname: NEW_PLAN_PATH, search: createSearchParams({ search: term }).toString() })
          }
        />
      }
      primaryAction={
        <AppShellAction onClick={() => navigate(NEW_PLAN_PATH)}>Novo Plano de Tratamento</AppShellAction>
      }
    />
  );
}

/**
 * Layout of the protected screens (docs/product-rules.md#layout): needs a session, then the server-data
 * cache, the header, menu and footer.
 */
export function ProtectedLayout() {
  return (
    <RequireSession>
      <ServerDataProvider>
        <SignedInShell />
      </ServerDataProvider>
    </RequireSession>
  );
}
