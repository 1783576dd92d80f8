import { LoadingState } from '@odonto/ui';
import { RootLayout } from '@odonto/web-shell';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { FirstAccessPage } from '../pages/access/FirstAccessPage';
import { ForgotPasswordPage } from '../pages/access/ForgotPasswordPage';
import { RegisterFromEmailPage } from '../pages/access/RegisterFromEmailPage';
import { ResetPasswordPage } from '../pages/access/ResetPasswordPage';
import { LoginPage } from '../pages/login/LoginPage';
import { PUBLIC_PATHS } from './publicPaths';
import { RouteError } from './RouteError';

const ROOT = 'root';

/**
 * The route table of docs/product-rules.md#route-table: the public screens here, the protected ones in
 * protectedRoutes.tsx, which joins it through patchRoutesOnNavigation.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT,
    Component: RootLayout,
    errorElement: <RouteError />,
    // Opening an address directly: a spinner while its screen's code arrives, as while the session loads.
    hydrateFallbackElement: <LoadingState text="Carregando..." />,
    children: [
      { path: PUBLIC_PATHS.root, element: <Navigate to={PUBLIC_PATHS.login} replace /> },
      // Public, eager and drawn without Chakra's runtime (the kit's first-paint classes): in the entry with the
      // router, so /login paints without a second round trip (issue #34's 120 KB), and their stories query the
      // screen as soon as it renders. They never load the protected screens' code.
      { path: PUBLIC_PATHS.login, element: <LoginPage />, errorElement: <RouteError /> },
      { path: PUBLIC_PATHS.firstAccess, element: <FirstAccessPage />, errorElement: <RouteError /> },
      { path: PUBLIC_PATHS.forgotPassword, element: <ForgotPasswordPage />, errorElement: <RouteError /> },
      {
        path: PUBLIC_PATHS.registerFromEmail,
        element: <RegisterFromEmailPage />,
        errorElement: <RouteError />,
      },
      { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordPage />, errorElement: <RouteError /> },
    ],
  },
];

/**
 * Adds the protected screens' routes (protectedRoutes.tsx) the first time an address does not match a
 * public one: /login's first load carries neither their table nor the files each of them preloads (issue
 * 12's 150 KB). React Router asks again on addresses that a splat or a parameter matched, and ignores a
 * route it already has (same id). Pass it to every router built from `routes`.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { protectedRoutes } = await import('./protectedRoutes');
  patch(ROOT, protectedRoutes);
};
