import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'portal-do-dentista';

/** What an access token says about its bearer. */
export interface AccessClaims {
  /** Dentist id. */
  sub: string;
  cro: string;
  nome: string;
  role: 'Dentista';
}

/** Signs a 15-minute HS256 access token. */
export function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cro: claims.cro, nome: claims.nome, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

/**
 * Verifies an access token: HS256 only (alg none and any other algorithm are refused), signature,
 * issuer and expiry. Returns null for anything that is not a valid token.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.cro !== 'string' ||
      typeof payload.nome !== 'string' ||
      payload.role !== 'Dentista'
    ) {
      return null;
    }
    return { sub: payload.sub, cro: payload.cro, nome: payload.nome, role: 'Dentista' };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
