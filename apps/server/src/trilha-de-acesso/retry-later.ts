import type { FastifyReply } from 'fastify';
import { ApiError } from '../plataforma/errors';

/** A 429 that knows when to come back; the route sends it with Retry-After (TooManyRequests in openapi/). */
export class RetryLater extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
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
