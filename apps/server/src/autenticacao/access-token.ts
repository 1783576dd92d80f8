import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Papel } from '../plataforma/identidade';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'portal-do-dentista';

/** What an access token says about its bearer. */
export interface AccessClaims {
  /** Dentist id. */
  sub: string;
  cro: string;
  nome: string;
  /** 'Dentista' (the portal) or 'Auditor' (the audit console): each operation names the roles it serves. */
  role: Papel;
  /** The session: the refresh-token family the token was issued with (ends with it). */
  sid?: string;
  /** Expiry in seconds since the epoch, as verified (ignored when signing): an event stream ends with it. */
  exp?: number;
}

/**
 * Signs a 15-minute HS256 access token; `notAfter` shortens it so that it never outlives its session's
 * absolute or idle limit.
 */
export function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  now = new Date(),
  notAfter?: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const limit = notAfter === undefined ? Number.POSITIVE_INFINITY : Math.floor(notAfter.getTime() / 1000);
  const session = claims.sid === undefined ? {} : { sid: claims.sid };
  return new SignJWT({ cro: claims.cro, nome: claims.nome, role: claims.role, ...session })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.min(issuedAt + ACCESS_TOKEN_SECONDS, limit))
    .sign(secret);
}

/** Per secret: the key imported once, and the tokens it has already verified (bounded, oldest out first). */
interface Verifier {
  key: Promise<webcrypto.CryptoKey>;
  verified: Map<string, { claims: AccessClaims; expiresAtMs: number }>;
}
const verifiers = new WeakMap<Uint8Array, Verifier>();
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * WebCrypto HMAC is costly in Node 20 (a job and a promise per call, and jose imports the key each time
 * it is given raw bytes): about a sixth of the CPU time of a simple authenticated request in the
 * `pnpm bench` profile. A client sends the same token for up to 15 minutes, so a token that verified
 * once is remembered, by its exact text, until it expires; only verified tokens are ever remembered.
 */
function verifierFor(secret: Uint8Array): Verifier {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifier = { key, verified: new Map() };
    verifiers.set(secret, verifier);
  }
  return verifier;
}

/**
 * Verifies an access token: HS256 only (alg none and any other algorithm are refused), signature,
 * issuer and expiry. Returns null for anything that is not a valid token.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  const verifier = verifierFor(secret);
  const known = verifier.verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return known.claims;
    verifier.verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await verifier.key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.cro !== 'string' ||
      typeof payload.nome !== 'string' ||
      (payload.role !== 'Dentista' && payload.role !== 'Auditor') ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    const claims: AccessClaims = {
      sub: payload.sub,
      cro: payload.cro,
      nome: payload.nome,
      role: payload.role,
      exp: payload.exp,
    };
    if (typeof payload.sid === 'string') claims.sid = payload.sid;
    if (verifier.verified.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verifier.verified.keys().next();
      if (!oldest.done) verifier.verified.delete(oldest.value);
    }
    verifier.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
