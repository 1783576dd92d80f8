import { LoadingState, returnToState } from '@odonto/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionExpiryWarning } from './SessionExpiryWarning';
import { useSession } from './SessionProvider';

export interface RequireSessionProps {
  children: ReactNode;
  /** The app's sign-in address (default '/login', inside the router's basename). */
  loginPath?: string;
}

/**
 * The signed-in screens (docs/product-rules.md#screens-and-routes): a spinner while the session is
 * determined, the login without one, which comes back to the address asked for (a plan opened from an
 * e-mail, say, or the screen a session expired on). Signed in, the warning before the session ends watches.
 */
export function RequireSession({ children, loginPath = '/login' }: RequireSessionProps) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <LoadingState text="Carregando..." />;
  if (status === 'anonymous')
    return <Navigate to={loginPath} replace state={returnToState(pathname, search)} />;
  return (
    <>
      {children}
      <SessionExpiryWarning loginPath={loginPath} />
    </>
  );
}
