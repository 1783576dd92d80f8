import { CallError } from '@odonto/api';

/** Retries of a failed read after the first try. */
export const MAX_RETRIES = 2;

/**
 * Whether a failed call may succeed if tried again: only a call that got no answer (network error,
 * timeout) or a server error (5xx). A refusal (4xx) answers the same the next time, and an error that is
 * not a call's (a bug in the page) is not retried either.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof CallError)) return false;
  const { status } = error.failure;
  return status === undefined || status >= 500;
}

/** The reads' retry rule: a retryable failure, at most MAX_RETRIES times. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && isRetryable(error);

/** Back-off between tries: 1 s, then 2 s, doubling up to 8 s. */
export const retryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 8000);
