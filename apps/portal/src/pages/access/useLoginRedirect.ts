import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** docs/product-rules.md#business-constants: after a successful request or new password, /login follows this long after. */
export const LOGIN_REDIRECT_MS = 4000;

/** Once `due` turns true, goes to /login after 4 seconds (the timer stops if the screen goes away). */
export function useLoginRedirect(due: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [due, navigate]);
}
