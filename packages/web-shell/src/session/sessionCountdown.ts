/** The warning shows this long before the session ends (issue #34). */
export const SESSION_WARNING_MS = 2 * 60_000;

/** Where a session with a known deadline stands: far from it, within the warning, or past it. */
export type SessionPhase = 'active' | 'warning' | 'ended';

export function sessionPhase(now: number, expiresAt: number): SessionPhase {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 'ended';
  return remaining <= SESSION_WARNING_MS ? 'warning' : 'active';
}

/**
 * How long until the next moment the screen changes: the warning's start while far from it, the next whole
 * second of the countdown within it (so the clock reads 1:59 a second after 2:00, not drifting).
 */
export function nextTickIn(now: number, expiresAt: number): number {
  const remaining = expiresAt - now;
  if (remaining > SESSION_WARNING_MS) return remaining - SESSION_WARNING_MS;
  return Math.max(0, remaining % 1000 || 1000);
}

/** The countdown as m:ss ('1:05'), rounded up so that it reads 0:00 only when the session is over. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
