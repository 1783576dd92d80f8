import { LoadingState } from '@odonto/ui';
import { lazyRoute, RootLayout } from '@odonto/web-shell';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../pages/login/LoginPage';
import { RouteError } from './RouteError';
import { loadConsoleLayout, loadFilaPage, loadPlanoPage } from './screens';

/** The console's address prefix: the server serves it at /auditoria (vite.config.ts `base`). */
export const BASENAME = '/auditoria';

const screen = (load: () => Promise<ComponentType>) => lazyRoute(load, <RouteError />);

/**
 * /auditoria/login, /auditoria (the queue), /auditoria/planos/:id (?item= selects an item),
 * /auditoria/contas (the sent batches' accounts, ?status=), /auditoria/contas/:id (?item= selects an item to
 * analyse), /auditoria/recursos (the glosa appeals, ?situacao=), /auditoria/recursos/:id (an appeal and its
 * answer), /auditoria/operacoes (the numbers by deadline and period) and /auditoria/glossario (what the
 * statuses and codes mean). The sign-in is in the entry and paints without Chakra's runtime (issue #34); each
 * signed-in screen's code loads on first use, and they share the console layout, which asks for a session
 * first and brings Chakra's runtime (ChakraRoot.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState text="Carregando..." />,
    children: [
      { path: 'login', element: <LoginPage />, errorElement: <RouteError /> },
      {
        id: 'signed-in',
        ...screen(loadConsoleLayout),
        children: [
          { index: true, ...screen(loadFilaPage) },
          { path: 'planos/:id', ...screen(loadPlanoPage) },
          {
            path: 'contas',
            ...screen(async () => (await import('../pages/contas/ContasPage')).ContasPage),
          },
          {
            path: 'contas/:id',
            ...screen(async () => (await import('../pages/contas/ContaPage')).ContaPage),
          },
          {
            path: 'recursos',
            ...screen(async () => (await import('../pages/recursos/RecursosPage')).RecursosPage),
          },
          {
            path: 'recursos/:id',
            ...screen(async () => (await import('../pages/recursos/RecursoPage')).RecursoPage),
          },
          {
            path: 'operacoes',
            ...screen(async () => (await import('../pages/operacoes/OperacoesPage')).OperacoesPage),
          },
          {
            path: 'glossario',
            ...screen(async () => (await import('../pages/glossario/GlossarioPage')).GlossarioPage),
          },
          { path: '*', ...screen(async () => (await import('../pages/NotFoundPage')).NotFoundPage) },
        ],
      },
    ],
  },
];
