import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { MSG } from '../messages';
import { redisWithLocalFallback } from './rate-limit-store';

/** Content security policy the built portal satisfies (no inline scripts; Emotion injects styles). */
export const PORTAL_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Whether a request URL is under /api (both APIs and their reference). */
function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** How long a rate-limit count waits for Redis before it is counted in this process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** Between two warnings that Redis is down and counts are kept in memory. */
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/**
 * Security headers and rate limiting (counters in Redis when REDIS_URL is set). Returns a ping of that Redis
 * for the readiness check (undefined without one).
 */
export async function securityPlugin(
  app: FastifyInstance,
  options: { redisUrl: string | undefined },
): Promise<{ redisPing: (() => Promise<unknown>) | undefined }> {
  // helmet itself, built once: @fastify/helmet builds it again on every request (CSP parsing and all),
  // which the `pnpm bench` profile showed on every API call.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: PORTAL_CSP },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  // API answers carry personal and health data: no browser or proxy keeps a copy (ASVS 14.3.2). Set before
  // the handler runs, so an operation with its own policy (a file behind a signed link) still sets it.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  // Connects on first use, after start-up: PGlite's start can hold the event loop past a connect timeout.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'Redis dos limites de requisição indisponível'),
    );
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  let lastWarning = 0;
  const countInMemory = (error: Error) => {
    if (Date.now() - lastWarning < FALLBACK_WARNING_INTERVAL_MS) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'Redis indisponível: limites de requisição contados só neste servidor');
  };
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithLocalFallback(redis, 'odonto-rate-limit-', countInMemory) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      data: null,
      message: MSG.muitasTentativas,
      errors: [MSG.muitasTentativas],
    }),
  });
  return { redisPing: redis ? () => redis.ping() : undefined };
}
