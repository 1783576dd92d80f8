import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../pages/login/LoginPage';

/** The route table of portal-spec.md §2; screens join it as they are built. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  // Every other path is protected (decisions.md 1): with no session yet, it leads to the sign-in screen.
  { path: '*', element: <Navigate to="/login" replace /> },
];
