import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Cookies for the refresh token and the known-device mark. Signed cookies use a key derived from the
 * token secret (HMAC with a fixed label), so one configured secret serves both and a cookie signature
 * never equals a token signature.
 */
export async function registerCookies(app: FastifyInstance, jwtSecret: Uint8Array): Promise<void> {
  const cookieKey = createHmac('sha256', jwtSecret).update('portal-do-dentista/cookies').digest();
  await app.register(fastifyCookie, { secret: cookieKey, hook: 'onRequest' });
}
