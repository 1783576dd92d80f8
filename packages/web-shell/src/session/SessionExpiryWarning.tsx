import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { SessionExpiryDialogProps } from './SessionExpiryDialog';
import { useSession } from './SessionProvider';
import { nextTickIn, sessionPhase } from './sessionCountdown';

const loadDialog = () => import('./SessionExpiryDialog');

// The dialog's code (Chakra's Dialog and its recipe) is no part of a screen's first load (the routes' budgets):
// it is fetched a little after the signed-in layout shows. Should it fail to arrive, no dialog shows, and the
// session still ends at its deadline with 'Sua sessão expirou' on the login.
const NoDialog: ComponentType<SessionExpiryDialogProps> = () => null;
const LazyDialog = lazy(() =>
  loadDialog().then(
    (module) => ({ default: module.SessionExpiryDialog }),
    () => ({ default: NoDialog }),
  ),
);
const PRELOAD_AFTER_MS = 5_000;

/** Now, read again whenever the countdown needs it: at the warning's start, then every second. */
function useNow(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `now` schedules the next tick.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), nextTickIn(Date.now(), expiresAt));
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return now;
}

export interface SessionExpiryWarningProps {
  /** The app's sign-in address, where 'Sair' leads (default '/login'). */
  loginPath?: string;
}

/**
 * Watches when the session ends (its idle or absolute limit, as the last sign-in or refresh of any tab said):
 * within the last two minutes it shows the warning (SessionExpiryDialog, issue #34); at the deadline the
 * session ends here as expired and the login says so.
 */
export function SessionExpiryWarning({ loginPath = '/login' }: SessionExpiryWarningProps) {
  const { expiresAt, expire } = useSession();
  const now = useNow(expiresAt);
  const phase = expiresAt === null ? 'active' : sessionPhase(now, expiresAt);

  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (phase === 'ended') expire();
  }, [phase, expire]);

  if (phase !== 'warning' || expiresAt === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog remainingMs={expiresAt - now} loginPath={loginPath} />
    </Suspense>
  );
}
