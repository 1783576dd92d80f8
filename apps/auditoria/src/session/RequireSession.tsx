import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** Where the login returns to: the address that asked for a session (kept in the navigation's state). */
export interface ReturnTo {
  from: string;
}

/** The signed-in screens: without a session, the login, which comes back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'anonymous') {
    const state: ReturnTo = { from: pathname + search };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
