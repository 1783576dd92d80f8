/** How long a session (a login and its refresh-token family) may last, from server configuration. */
export interface SessionLimits {
  /** Absolute lifetime from login, in milliseconds (SESSION_MAX_HOURS). */
  maxAgeMs: number;
  /** Longest time without a refresh, in milliseconds (SESSION_IDLE_MINUTES). */
  idleMs: number;
  /**
   * How long a refresh token that was just rotated may be presented once more by the same session and get a
   * fresh pair instead of being treated as stolen, in milliseconds (SESSION_REFRESH_GRACE_SECONDS; 0: never).
   */
  refreshGraceMs: number;
  /** How often each server reads the sessions ended elsewhere, in milliseconds (SESSION_REVOCATION_POLL_SECONDS). */
  revocationPollMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxAgeMs: 12 * 3_600_000,
  idleMs: 30 * 60_000,
  refreshGraceMs: 10_000,
  revocationPollMs: 2_000,
};

/** A decimal number of the unit (so tests can ask for seconds of an hour); `allowZero` for the grace. */
function duration(
  env: NodeJS.ProcessEnv,
  name: string,
  unitMs: number,
  fallbackMs: number,
  allowZero = false,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackMs;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new Error(`${name} inválido: "${raw}". Use um número ${allowZero ? 'não negativo' : 'positivo'}.`);
  }
  return Math.round(value * unitMs);
}

/** Reads the session limits from the environment; every entry has a default (README: Configuration). */
export function sessionLimitsFromEnv(env: NodeJS.ProcessEnv): SessionLimits {
  const defaults = DEFAULT_SESSION_LIMITS;
  return {
    maxAgeMs: duration(env, 'SESSION_MAX_HOURS', 3_600_000, defaults.maxAgeMs),
    idleMs: duration(env, 'SESSION_IDLE_MINUTES', 60_000, defaults.idleMs),
    refreshGraceMs: duration(env, 'SESSION_REFRESH_GRACE_SECONDS', 1_000, defaults.refreshGraceMs, true),
    revocationPollMs: duration(env, 'SESSION_REVOCATION_POLL_SECONDS', 1_000, defaults.revocationPollMs),
  };
}
