/** Timeouts and housekeeping, from server configuration (README: Configuration). */
export interface ReliabilitySettings {
  /** Longest wait for a new PostgreSQL connection (DB_CONNECT_TIMEOUT_SECONDS, 5). */
  dbConnectTimeoutMs: number;
  /** Longest time PostgreSQL runs one statement before cancelling it (DB_STATEMENT_TIMEOUT_SECONDS, 10). */
  dbStatementTimeoutMs: number;
  /** Longest time one call to the file store (S3) may take (STORAGE_TIMEOUT_SECONDS, 20). */
  storageTimeoutMs: number;
  /** How often the sweeper runs, besides at start (SWEEP_INTERVAL_MINUTES, 60). */
  sweepIntervalMs: number;
  /** A stored file with no row is removed only once it is this old (SWEEP_ORPHAN_GRACE_MINUTES, 60). */
  orphanGraceMs: number;
  /** Used or expired tokens, old outbox e-mails and forgotten failed sign-ins are kept this long (SWEEP_RETENTION_DAYS, 7). */
  retentionMs: number;
}

export const DEFAULT_RELIABILITY: ReliabilitySettings = {
  dbConnectTimeoutMs: 5_000,
  dbStatementTimeoutMs: 10_000,
  storageTimeoutMs: 20_000,
  sweepIntervalMs: 60 * 60_000,
  orphanGraceMs: 60 * 60_000,
  retentionMs: 7 * 24 * 3_600_000,
};

function duration(env: NodeJS.ProcessEnv, name: string, unitMs: number, fallbackMs: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackMs;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} inválido: "${raw}". Use um número positivo.`);
  }
  return Math.round(value * unitMs);
}

/** Reads the timeouts and the sweeper's settings; every entry has a default. */
export function reliabilityFromEnv(env: NodeJS.ProcessEnv): ReliabilitySettings {
  const d = DEFAULT_RELIABILITY;
  const settings = {
    dbConnectTimeoutMs: duration(env, 'DB_CONNECT_TIMEOUT_SECONDS', 1_000, d.dbConnectTimeoutMs),
    dbStatementTimeoutMs: duration(env, 'DB_STATEMENT_TIMEOUT_SECONDS', 1_000, d.dbStatementTimeoutMs),
    storageTimeoutMs: duration(env, 'STORAGE_TIMEOUT_SECONDS', 1_000, d.storageTimeoutMs),
    sweepIntervalMs: duration(env, 'SWEEP_INTERVAL_MINUTES', 60_000, d.sweepIntervalMs),
    orphanGraceMs: duration(env, 'SWEEP_ORPHAN_GRACE_MINUTES', 60_000, d.orphanGraceMs),
    retentionMs: duration(env, 'SWEEP_RETENTION_DAYS', 24 * 3_600_000, d.retentionMs),
  };
  // A younger file without a row may be an upload whose row is still being written: never sweep one.
  if (settings.orphanGraceMs <= settings.storageTimeoutMs + settings.dbStatementTimeoutMs) {
    throw new Error(
      'SWEEP_ORPHAN_GRACE_MINUTES deve ser maior que STORAGE_TIMEOUT_SECONDS + DB_STATEMENT_TIMEOUT_SECONDS.',
    );
  }
  return settings;
}
