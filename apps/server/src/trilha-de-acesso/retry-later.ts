import type { FastifyReply } from 'fastify';
import { ApiError } from '../plataforma/errors';

/**
 * A refusal that knows when to come back: 429 (TooManyRequests in openapi/) or 503 (ServiceUnavailable, the
 * password hashing full); the route sends it with Retry-After.
 */
export class RetryLater extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    status: 429 | 503 = 429,
  ) {
    super(status, message);
  }
}

/** Runs a handler's work; a {@link RetryLater} it throws leaves with its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLater) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    throw error;
  }
}
