import { createHash, randomBytes } from 'node:crypto';

/** A random token for the client and the hash the database keeps instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

/** SHA-256 is enough here: the tokens are 256 random bits, not guessable passwords. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
