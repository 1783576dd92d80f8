import { Navigate, type RouteObject } from 'react-router-dom';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { DashboardPage } from '../pages/dashboard/DashboardPage';
import { FinanceiroPage } from '../pages/financeiro/FinanceiroPage';
import { GlosasPage } from '../pages/glosas/GlosasPage';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { OuvidoriaPage } from '../pages/ouvidoria/OuvidoriaPage';
import { ExistingPlanPage } from '../pages/plan/existing/ExistingPlanPage';
import { NewPlanPage } from '../pages/plan/new/NewPlanPage';
import { PlanListPage } from '../pages/plan-list/PlanListPage';
import { SettingsPage } from '../pages/settings/SettingsPage';

/** The route table of portal-spec.md §2; screens join it as they are built. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/glosas', element: <GlosasPage /> },
      { path: '/financeiro', element: <FinanceiroPage /> },
      { path: '/configuracoes', element: <SettingsPage /> },
      { path: '/ouvidoria', element: <OuvidoriaPage /> },
      { path: '/plano-tratamento', element: <PlanListPage /> },
      { path: '/plano-tratamento/novo', element: <NewPlanPage /> },
      { path: '/plano-tratamento/:id', element: <ExistingPlanPage /> },
      // decisions.md 1: any other path is a 404 inside the protected layout (no session: /login first).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
