/** Limits of the account protections and of the beneficiary lookups (README: Configuration). */
export interface AuditLimits {
  /** Failed sign-ins of one CRO that lock it (LOGIN_MAX_FAILURES, 5). */
  loginMaxFailures: number;
  /** Quiet time after which a CRO's failures are forgotten (LOGIN_FAILURE_WINDOW_MINUTES, 15). */
  loginFailureWindowMs: number;
  /** First lock; each further failure after a lock doubles it (LOGIN_LOCK_MINUTES, 1). */
  loginLockMs: number;
  /** Longest lock (LOGIN_MAX_LOCK_MINUTES, 60). */
  loginMaxLockMs: number;
  /** Least time between two e-mailed links of one purpose to one dentist while the last is unused (60 s). */
  emailIntervalMs: number;
  /** Most e-mailed links of one purpose to one dentist per hour (EMAIL_LINKS_PER_HOUR, 5). */
  emailsPerHour: number;
  /** Beneficiary lookups (card or CPF searches) per dentist per hour (BENEFICIARY_LOOKUPS_PER_HOUR, 300). */
  lookupsPerHour: number;
}

export const DEFAULT_AUDIT_LIMITS: AuditLimits = {
  loginMaxFailures: 5,
  loginFailureWindowMs: 15 * 60_000,
  loginLockMs: 60_000,
  loginMaxLockMs: 60 * 60_000,
  emailIntervalMs: 60_000,
  emailsPerHour: 5,
  lookupsPerHour: 300,
};

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} inválido: "${raw}". Use um número inteiro maior que zero.`);
  }
  return value;
}

/** Reads the limits from the environment; every entry has a default. */
export function auditLimitsFromEnv(env: NodeJS.ProcessEnv): AuditLimits {
  const minutes = (name: string, fallbackMs: number) =>
    positiveInteger(env, name, fallbackMs / 60_000) * 60_000;
  return {
    loginMaxFailures: positiveInteger(env, 'LOGIN_MAX_FAILURES', DEFAULT_AUDIT_LIMITS.loginMaxFailures),
    loginFailureWindowMs: minutes('LOGIN_FAILURE_WINDOW_MINUTES', DEFAULT_AUDIT_LIMITS.loginFailureWindowMs),
    loginLockMs: minutes('LOGIN_LOCK_MINUTES', DEFAULT_AUDIT_LIMITS.loginLockMs),
    loginMaxLockMs: minutes('LOGIN_MAX_LOCK_MINUTES', DEFAULT_AUDIT_LIMITS.loginMaxLockMs),
    emailIntervalMs: DEFAULT_AUDIT_LIMITS.emailIntervalMs,
    emailsPerHour: positiveInteger(env, 'EMAIL_LINKS_PER_HOUR', DEFAULT_AUDIT_LIMITS.emailsPerHour),
    lookupsPerHour: positiveInteger(env, 'BENEFICIARY_LOOKUPS_PER_HOUR', DEFAULT_AUDIT_LIMITS.lookupsPerHour),
  };
}
