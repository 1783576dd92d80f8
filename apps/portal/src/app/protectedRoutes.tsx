import { lazyScreen, startSystem } from '@odonto/ui';
import { lazyRoute } from '@odonto/web-shell';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withChakra } from './ChakraRoot';
import { loadRouteErrorScreen, RouteError } from './RouteError';

/** A protected screen's route: its code loads on first use; an error inside it shows RouteError in its place. */
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  ...lazyRoute(load, <RouteError />),
});

/**
 * The signed-in part of docs/product-rules.md#route-table: the protected layout and its screens. It joins
 * the route table when an address first needs it (patchRoutesOnNavigation in routes.tsx), so that the
 * public screens' first load carries neither this table nor the list of files each screen preloads.
 */
export const protectedRoutes: RouteObject[] = [
  {
    id: 'signed-in',
    ...lazyScreen(async () => {
      const [{ ProtectedLayout }, { addSignedInRecipes }] = await Promise.all([
        import('../layout/ProtectedLayout'),
        import('@odonto/ui/signed-in-recipes'),
      ]);
      // Chakra's system (it indexes every token) in a task of its own, after the one that ran the modules
      // just loaded: on a phone each blocks input for less time than both together (Total Blocking Time).
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The signed-in screens' Chakra recipes join the portal's system.
      addSignedInRecipes(startSystem());
      // The error screen's own file is small once Chakra is here: fetched now, a screen failing later
      // (offline included) can still say so.
      void loadRouteErrorScreen().catch(() => undefined);
      return withChakra(ProtectedLayout);
    }),
    errorElement: <RouteError />,
    children: [
      screen('/dashboard', async () => (await import('../pages/dashboard/DashboardPage')).DashboardPage),
      screen(
        '/faturamento',
        async () => (await import('../pages/faturamento/FaturamentoPage')).FaturamentoPage,
      ),
      screen('/faturamento/lotes/:id', async () => (await import('../pages/faturamento/LotePage')).LotePage),
      screen('/glosas', async () => (await import('../pages/glosas/GlosasPage')).GlosasPage),
      screen('/financeiro', async () => (await import('../pages/financeiro/FinanceiroPage')).FinanceiroPage),
      screen('/glossario', async () => (await import('../pages/glossario/GlossarioPage')).GlossarioPage),
      screen('/configuracoes', async () => (await import('../pages/settings/SettingsPage')).SettingsPage),
      screen('/ouvidoria', async () => (await import('../pages/ouvidoria/OuvidoriaPage')).OuvidoriaPage),
      screen('/plano-tratamento', async () => (await import('../pages/plan-list/PlanListPage')).PlanListPage),
      screen(
        '/plano-tratamento/novo',
        async () => (await import('../pages/plan/new/NewPlanPage')).NewPlanPage,
      ),
      screen(
        '/plano-tratamento/:id',
        async () => (await import('../pages/plan/existing/ExistingPlanPage')).ExistingPlanPage,
      ),
      // docs/product-rules.md#d1: any other path is a 404 inside the protected layout (no session: /login first).
      screen('*', async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage),
    ],
  },
];
