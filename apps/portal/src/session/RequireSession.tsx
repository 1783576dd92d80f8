import { LoadingState, returnToState } from '@odonto/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './SessionProvider';

/**
 * Protected routes (docs/product-rules.md#screens-and-routes): a spinner while the session is determined,
 * /login without one, which comes back to the address asked for (a plan opened from an e-mail, say).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <LoadingState text="Carregando..." />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={returnToState(pathname, search)} />;
  return children;
}
