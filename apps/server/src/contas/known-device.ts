import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed cookie of a browser that signed in to a CRO before (OWASP "device cookies"). */
export const DEVICE_COOKIE = 'odonto_dispositivo';
/** Sent back only to the sign-in: no other request needs it, and no other route can leak it. */
export const DEVICE_COOKIE_PATH = '/api/account/login';
/** About six months: a dentist who signs in twice a year keeps being recognised. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Who is signing in, for the failure counter: a known device of the CRO typed, or else the address. */
export interface SignInClient {
  /** `dispositivo:<id>` or `ip:<address>` (the key of tentativa_login). */
  key: string;
  /** The device id when the request carried a valid cookie bound to the CRO typed. */
  deviceId: string | null;
  address: string;
}

// The cookie holds `<device id>:<CRO>`: bound to the account, it helps only for the CRO it signed in to.
const SEPARATOR = ':';

function deviceOf(request: FastifyRequest, cro: string): string | null {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const at = unsigned.value.indexOf(SEPARATOR);
  if (at <= 0) return null;
  return unsigned.value.slice(at + 1) === cro.trim() ? unsigned.value.slice(0, at) : null;
}

/** The client of a sign-in to `cro`: its known device when it shows one for that CRO, else its address. */
export function signInClientOf(request: FastifyRequest, cro: string): SignInClient {
  const deviceId = deviceOf(request, cro);
  return {
    key: deviceId ? `dispositivo:${deviceId}` : `ip:${request.ip}`,
    deviceId,
    address: request.ip,
  };
}

/**
 * After a successful sign-in to `cro`: marks the browser as a known device of that CRO (the same id when it
 * already was one, renewed for another 180 days). HttpOnly (scripts never read it), SameSite=Strict, Secure
 * in production or over https: over plain http in development a Secure cookie would not come back.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  cro: string,
  client: SignInClient,
  production: boolean,
): void {
  const deviceId = client.deviceId ?? randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${deviceId}${SEPARATOR}${cro}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: production || request.protocol === 'https',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * The bucket of the per-minute sign-in limit: the known device when the request shows one for the CRO it
 * types, else the address. Runs after the body is parsed (the CRO is in it): a stranger at the same address
 * (a clinic's NAT, the attacker of issue #33) uses up only the address's bucket, and a device cookie of one
 * account opens no bucket for guessing others.
 */
export function signInRateKey(request: FastifyRequest): string {
  const body = request.body as { document?: unknown } | undefined;
  const cro = typeof body?.document === 'string' ? body.document : '';
  return signInClientOf(request, cro).key;
}
