import { failureOf } from '../errors/failure';

/** The header the server reads to answer a retried creation with its first answer (openapi/dentist.yaml). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Automatic retries of one creation after the first try. */
export const IDEMPOTENT_RETRIES = 2;

/** A new key for one user action: 128 random bits as hex (getRandomValues also works outside HTTPS). */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a creation may be sent again with its key after this status: no answer came (undefined: network
 * error, time limit) or the server or a gateway was unavailable for a moment (502, 503, 504). The key makes
 * the retry safe: a creation that did happen is answered, not repeated. A refusal (4xx) or a fault of the
 * server (500) would answer the same.
 */
export const isRetryableStatus = (status: number | undefined): boolean =>
  status === undefined || status === 502 || status === 503 || status === 504;

/** isRetryableStatus for what a call threw. */
export const isRetryableCreation = (thrown: unknown): boolean => isRetryableStatus(failureOf(thrown).status);

export interface IdempotentOptions {
  /** Retries after the first try (default 2). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 1 000 ms). */
  delayMs?: number;
}

/**
 * One user action that creates something (a plan, an item): one key, made here, sent with the first try
 * and with every automatic retry, so that the server creates once however many tries reach it.
 */
export async function withIdempotencyKey<T>(
  send: (key: string) => Promise<T>,
  options: IdempotentOptions = {},
): Promise<T> {
  const key = newIdempotencyKey();
  const retries = options.retries ?? IDEMPOTENT_RETRIES;
  const delayMs = options.delayMs ?? 1_000;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(key);
    } catch (thrown) {
      if (attempt >= retries || !isRetryableCreation(thrown)) throw thrown;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
    }
  }
}
