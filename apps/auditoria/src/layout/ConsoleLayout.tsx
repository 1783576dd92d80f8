import type { AppShellNavItem } from '@odonto/ui';
import { createQueryClient, RequireSession, SessionAppShell } from '@odonto/web-shell';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';

const NAV_ITEMS: ReadonlyArray<AppShellNavItem> = [
  { label: 'Fila de auditoria', path: '/' },
  { label: 'Contas', path: '/contas' },
  { label: 'Recursos', path: '/recursos' },
  { label: 'Operações', path: '/operacoes' },
  { label: 'Glossário', path: '/glossario' },
];

/**
 * Every signed-in screen: the kit's AppShell with the queue, the accounts, the glosa appeals and the operations view in the menu, the auditor's
 * menu with the CRO/UF and 'Sair' (no settings screen, no search, no main action, no operator footer). The server-data cache lives as long as this
 * layout, which a session's end unmounts: the next auditor to sign in starts with an empty one. A cache
 * provided above (stories, without retries) is used as it is.
 */
export function ConsoleLayout() {
  const provided = useContext(QueryClientContext);
  const [queryClient] = useState(() => provided ?? createQueryClient());
  return (
    <RequireSession>
      <QueryClientProvider client={queryClient}>
        <SessionAppShell
          appName="Auditoria odontológica"
          navItems={NAV_ITEMS}
          mainId="conteudo"
          roleLabel={() => 'Auditor'}
        />
      </QueryClientProvider>
    </RequireSession>
  );
}
