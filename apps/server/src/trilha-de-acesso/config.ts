import { availableParallelism } from 'node:os';

/** Limits of the account protections and of the beneficiary lookups (README: Configuration). */
export interface AuditLimits {
  /** Failed sign-ins of one client on one CRO before it is slowed (LOGIN_FREE_FAILURES, 3). */
  loginFreeFailures: number;
  /** First delay of a client past its free failures; each further failure doubles it (LOGIN_DELAY_SECONDS, 1). */
  loginDelayMs: number;
  /** Longest delay of one client on one CRO (LOGIN_MAX_DELAY_SECONDS, 10; at most 60: never minutes). */
  loginMaxDelayMs: number;
  /** Quiet time after which a client's failures are forgotten, and the alarm's window (LOGIN_FAILURE_WINDOW_MINUTES, 15). */
  loginFailureWindowMs: number;
  /** Distinct clients failing on one CRO within the window that raise the CRO-wide alarm (LOGIN_ALARM_CLIENTS, 10). */
  loginAlarmClients: number;
  /** Sign-in requests per minute per address, or per known device of the CRO typed (LOGIN_PER_MINUTE, 10). */
  loginPerMinute: number;
  /** Password derivations (scrypt) running at once (PASSWORD_HASH_CONCURRENCY, the cores, at most 4). */
  hashConcurrency: number;
  /** Derivations waiting for one of those; past it 503 (PASSWORD_HASH_QUEUE, 16). */
  hashQueue: number;
  /** Least time between two e-mailed links of one purpose to one dentist while the last is unused (60 s). */
  emailIntervalMs: number;
  /** Most e-mailed links of one purpose to one dentist per hour (EMAIL_LINKS_PER_HOUR, 5). */
  emailsPerHour: number;
  /** Beneficiary lookups (card or CPF searches) per dentist per hour (BENEFICIARY_LOOKUPS_PER_HOUR, 300). */
  lookupsPerHour: number;
}

/** The longest a client is ever made to wait: a delay of minutes would be a lock again (issue #33). */
export const LOGIN_DELAY_CEILING_SECONDS = 60;

/**
 * scrypt runs on libuv's thread pool, 4 threads unless UV_THREADPOOL_SIZE says otherwise: more derivations at
 * once than cores (or than threads) only queue where nobody can order or refuse them.
 */
const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

export const DEFAULT_AUDIT_LIMITS: AuditLimits = {
  loginFreeFailures: 3,
  loginDelayMs: 1_000,
  loginMaxDelayMs: 10_000,
  loginFailureWindowMs: 15 * 60_000,
  loginAlarmClients: 10,
  loginPerMinute: 10,
  hashConcurrency: DEFAULT_HASH_CONCURRENCY,
  hashQueue: 16,
  emailIntervalMs: 60_000,
  emailsPerHour: 5,
  lookupsPerHour: 300,
};

function integerAtLeast(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) {
    const wanted = least === 0 ? 'maior ou igual a zero' : `maior ou igual a ${least}`;
    throw new Error(`${name} inválido: "${raw}". Use um número inteiro ${wanted}.`);
  }
  return value;
}

const positiveInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  integerAtLeast(env, name, fallback, 1);

/** Reads the limits from the environment; every entry has a default. */
export function auditLimitsFromEnv(env: NodeJS.ProcessEnv): AuditLimits {
  const minutes = (name: string, fallbackMs: number) =>
    positiveInteger(env, name, fallbackMs / 60_000) * 60_000;
  const seconds = (name: string, fallbackMs: number) => positiveInteger(env, name, fallbackMs / 1000) * 1000;
  const loginDelayMs = seconds('LOGIN_DELAY_SECONDS', DEFAULT_AUDIT_LIMITS.loginDelayMs);
  const loginMaxDelayMs = seconds('LOGIN_MAX_DELAY_SECONDS', DEFAULT_AUDIT_LIMITS.loginMaxDelayMs);
  if (loginMaxDelayMs > LOGIN_DELAY_CEILING_SECONDS * 1000) {
    throw new Error(
      `LOGIN_MAX_DELAY_SECONDS inválido: "${loginMaxDelayMs / 1000}". Use no máximo ${LOGIN_DELAY_CEILING_SECONDS} segundos.`,
    );
  }
  if (loginDelayMs > loginMaxDelayMs) {
    throw new Error('LOGIN_DELAY_SECONDS inválido: maior que LOGIN_MAX_DELAY_SECONDS.');
  }
  return {
    loginFreeFailures: integerAtLeast(env, 'LOGIN_FREE_FAILURES', DEFAULT_AUDIT_LIMITS.loginFreeFailures, 0),
    loginDelayMs,
    loginMaxDelayMs,
    loginFailureWindowMs: minutes('LOGIN_FAILURE_WINDOW_MINUTES', DEFAULT_AUDIT_LIMITS.loginFailureWindowMs),
    loginAlarmClients: positiveInteger(env, 'LOGIN_ALARM_CLIENTS', DEFAULT_AUDIT_LIMITS.loginAlarmClients),
    loginPerMinute: positiveInteger(env, 'LOGIN_PER_MINUTE', DEFAULT_AUDIT_LIMITS.loginPerMinute),
    hashConcurrency: positiveInteger(env, 'PASSWORD_HASH_CONCURRENCY', DEFAULT_AUDIT_LIMITS.hashConcurrency),
    hashQueue: integerAtLeast(env, 'PASSWORD_HASH_QUEUE', DEFAULT_AUDIT_LIMITS.hashQueue, 0),
    emailIntervalMs: DEFAULT_AUDIT_LIMITS.emailIntervalMs,
    emailsPerHour: positiveInteger(env, 'EMAIL_LINKS_PER_HOUR', DEFAULT_AUDIT_LIMITS.emailsPerHour),
    lookupsPerHour: positiveInteger(env, 'BENEFICIARY_LOOKUPS_PER_HOUR', DEFAULT_AUDIT_LIMITS.lookupsPerHour),
  };
}
