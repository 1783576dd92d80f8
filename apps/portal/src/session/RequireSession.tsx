import { LoadingState } from '@odonto/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** Protected routes (docs/product-rules.md#screens-and-routes): a spinner while the session is determined, /login without one. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingState text="Carregando..." />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return children;
}
