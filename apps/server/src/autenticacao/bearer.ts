import { type AccessClaims, verifyAccessToken } from './access-token';
import type { RevokedSessions } from './revoked-sessions';

/** Checks a bearer access token: the claims of a valid token of a live session, otherwise null. */
export type AccessTokenCheck = (token: string) => Promise<AccessClaims | null>;

/**
 * A valid signature is not enough: the token's session (`sid`) must not have ended. The check runs after
 * verifyAccessToken's cache of verified tokens, so a remembered token is refused too once its session ends.
 */
export function accessTokenCheck(
  secret: Uint8Array,
  revoked: Pick<RevokedSessions, 'isRevoked'>,
): AccessTokenCheck {
  return async (token) => {
    const claims = await verifyAccessToken(token, secret);
    // A token without a session could never be ended: none is issued, none is accepted.
    if (claims?.sid === undefined) return null;
    return (await revoked.isRevoked(claims.sid)) ? null : claims;
  };
}
