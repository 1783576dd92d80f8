import { LoadingState, startSystem } from '@odonto/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { FirstAccessPage } from '../pages/access/FirstAccessPage';
import { ForgotPasswordPage } from '../pages/access/ForgotPasswordPage';
import { RegisterFromEmailPage } from '../pages/access/RegisterFromEmailPage';
import { ResetPasswordPage } from '../pages/access/ResetPasswordPage';
import { LoginPage } from '../pages/login/LoginPage';
import { lazyScreen } from './lazyScreen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A protected screen's route: its code loads on first use; an error inside it shows RouteError in its place. */
const screen = (path: string, load: Parameters<typeof lazyScreen>[0]): RouteObject => ({
  path,
  ...lazyScreen(load),
  errorElement: <RouteError />,
});

/** The route table of docs/product-rules.md#route-table. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    // Opening an address directly: a spinner while its screen's code arrives, as while the session loads.
    hydrateFallbackElement: <LoadingState text="Carregando..." />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      // Public and eager: in the entry with the router, so /login paints without a second round trip, and
      // their stories query the screen as soon as it renders. They never load the protected screens' code.
      { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
      { path: '/first-access', element: <FirstAccessPage />, errorElement: <RouteError /> },
      { path: '/forgot-password', element: <ForgotPasswordPage />, errorElement: <RouteError /> },
      { path: '/register-from-email', element: <RegisterFromEmailPage />, errorElement: <RouteError /> },
      { path: '/reset-password', element: <ResetPasswordPage />, errorElement: <RouteError /> },
      {
        ...lazyScreen(async () => {
          const [{ ProtectedLayout }, { addSignedInRecipes }] = await Promise.all([
            import('../layout/ProtectedLayout'),
            import('@odonto/ui/signed-in-recipes'),
          ]);
          // The signed-in screens' Chakra recipes join the system the portal started on (main.tsx).
          addSignedInRecipes(startSystem);
          return ProtectedLayout;
        }),
        errorElement: <RouteError />,
        children: [
          screen('/dashboard', async () => (await import('../pages/dashboard/DashboardPage')).DashboardPage),
          screen('/glosas', async () => (await import('../pages/glosas/GlosasPage')).GlosasPage),
          screen(
            '/financeiro',
            async () => (await import('../pages/financeiro/FinanceiroPage')).FinanceiroPage,
          ),
          screen('/configuracoes', async () => (await import('../pages/settings/SettingsPage')).SettingsPage),
          screen('/ouvidoria', async () => (await import('../pages/ouvidoria/OuvidoriaPage')).OuvidoriaPage),
          screen(
            '/plano-tratamento',
            async () => (await import('../pages/plan-list/PlanListPage')).PlanListPage,
          ),
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
    ],
  },
];
