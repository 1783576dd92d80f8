import { returnToState } from '@odonto/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** The signed-in screens: without a session, the login, which comes back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={returnToState(pathname, search)} />;
  }
  return children;
}
