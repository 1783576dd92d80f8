/**
 * Failures of what the server depends on (the database, the file store) rather than of the request or of
 * our code: answered 503 with a pt-BR message, so that a client retries and a load balancer looks elsewhere.
 */

/** A dependency did not answer in time or could not be reached (the file store throws it). */
export class DependencyUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * SQLSTATEs of an unreachable or unwilling database: connection exceptions (08), shutdown and start-up
 * (57P01-57P03), too many connections (53300), a statement cancelled by statement_timeout (57014), a lock
 * not granted (55P03), a read-only server after a failover (25006).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014|55P03|25006)$/;

/** Node's socket errors on a connection that cannot be made or was cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, PGlite and Kysely say when the connection is gone or cannot be had. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|PGlite is closed|PGlite instance is already closed|driver has already been destroyed)/;

/** Whether the error means a dependency is down (503) rather than a fault of ours (500). */
export function isDependencyUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DependencyUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_ERRORS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
