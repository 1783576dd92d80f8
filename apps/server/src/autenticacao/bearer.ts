import { type AccessClaims, verifyAccessToken } from './access-token';
import type { RevokedSessions } from './revoked-sessions';
import type { SessionOwners } from './session-owners';

/** Checks a bearer access token: the claims of a valid token of a live session, otherwise null. */
export type AccessTokenCheck = (token: string) => Promise<AccessClaims | null>;

/**
 * An allow-list, not a deny-list: a valid signature is not enough (a guessed or leaked secret would mint any
 * role for any invented session). The token's session (`sid`) must exist, be open and belong to `sub`, and
 * the token's role must be the account's current one. The ended sessions are checked first, after
 * verifyAccessToken's cache of verified tokens, so a remembered token is refused at once when its session
 * ends; the owners are cached (SessionOwners) so the hot path reads no database.
 */
export function accessTokenCheck(
  secret: Uint8Array,
  revoked: Pick<RevokedSessions, 'isRevoked'>,
  owners: Pick<SessionOwners, 'of'>,
): AccessTokenCheck {
  return async (token) => {
    const claims = await verifyAccessToken(token, secret);
    // A token without a session could never be ended: none is issued, none is accepted.
    if (claims?.sid === undefined) return null;
    if (await revoked.isRevoked(claims.sid)) return null;
    const owner = await owners.of(claims.sid);
    if (owner === null || String(owner.dentistaId) !== claims.sub || owner.papel !== claims.role) return null;
    return claims;
  };
}
