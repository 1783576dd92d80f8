import { createHmac, randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { signAccessToken } from '../autenticacao/access-token';
import { hashOpaqueToken, newOpaqueToken } from '../autenticacao/opaque-token';
import type { RevokedSessions } from '../autenticacao/revoked-sessions';
import type { SessionLimits } from '../autenticacao/session-config';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import { MSG } from '../plataforma/messages';
import type { SecurityEvents } from '../trilha-de-acesso/security-events';
import type { Dentista, MotivoRevogacao, RefreshTokenTable, Sessao } from './schema';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /**
   * When the session ends unless it is renewed first (ISO 8601): the idle limit from now, or the absolute limit
   * when that comes first. The apps warn the dentist before it (openapi/auth.yaml, `sessaoExpiraEm`).
   */
  sessaoExpiraEm: string;
}

/** Points where tests pause a refresh to interleave another request with it deterministically. */
export interface SessionHooks {
  /** A refresh found its token and has not locked its session yet. */
  refreshTokenFound?: () => Promise<void>;
  /** A refresh holds its session's lock and has not written the new token yet. */
  refreshSessionLocked?: () => Promise<void>;
}

export interface SessionsDeps {
  db: Kysely<Database>;
  jwtSecret: Uint8Array;
  limits: SessionLimits;
  revoked: RevokedSessions;
  /** Where a refresh-token reuse is recorded. */
  events?: SecurityEvents;
  hooks?: SessionHooks;
}

/** Which open sessions to end: one, or every one of a dentist (but `except`). */
export type SessionFilter = { id: string } | { dentistaId: number; except?: string | undefined };

/**
 * Ends the matching open sessions and their refresh tokens within `trx`; returns their ids, which the caller
 * hands to {@link Sessions.remember} once `trx` commits. Sessions are updated before refresh tokens, in the
 * order a refresh locks them, so the two never wait for each other in a cycle.
 */
export async function endSessions(
  trx: Transaction<Database>,
  filter: SessionFilter,
  motivo: MotivoRevogacao,
): Promise<string[]> {
  let sessions = trx
    .updateTable('sessao')
    .set({ revogadaEm: sql<Date>`now()`, motivoRevogacao: motivo })
    .where('revogadaEm', 'is', null);
  if ('id' in filter) sessions = sessions.where('id', '=', filter.id);
  else {
    sessions = sessions.where('dentistaId', '=', filter.dentistaId);
    if (filter.except !== undefined) sessions = sessions.where('id', '!=', filter.except);
  }
  const ended = (await sessions.returning('id').execute()).map((row) => row.id);
  if (ended.length > 0) {
    await trx
      .updateTable('refreshToken')
      .set({ revogadoEm: sql<Date>`now()` })
      .where('familia', 'in', ended)
      .where('revogadoEm', 'is', null)
      .execute();
  }
  return ended;
}

/** The refresh token to hand out with a pair, and whether its hash is still to be stored. */
interface RefreshToIssue {
  token: string;
  store: boolean;
}

type Rotation =
  | { pair: TokenPair; ended: string[] }
  | { pair?: undefined; ended: string[]; reuseBy?: number | undefined };

const refused = (ended: string[] = []): Rotation => ({ ended });
const sessionExpired = () => new ApiError(401, MSG.sessaoExpirada);

/**
 * Sessions: a login starts one (a row of `sessao`, the `sid` of its access tokens and the family of its
 * refresh tokens); refreshes rotate its refresh token under the row's lock; logout, password changes, a
 * detected reuse and the absolute and idle limits end it.
 */
export class Sessions {
  /** Keys the successor of each refresh token; derived from the token secret with a label of its own. */
  private readonly successorKey: Buffer;

  constructor(private readonly deps: SessionsDeps) {
    this.successorKey = createHmac('sha256', deps.jwtSecret)
      .update('portal-do-dentista/refresh-successor')
      .digest();
  }

  /**
   * The refresh token that replaces `token` when it is rotated: an HMAC of it under a server key, so the
   * rotation and a re-presentation within the grace period hand out the same token, while the database keeps
   * only its hash (whoever reads the database holds no token, nor the key to derive one).
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  /** Starts a session for a dentist who just proved the password. */
  async start(dentista: Dentista, ip: string): Promise<TokenPair> {
    const now = new Date();
    const session = { id: randomUUID(), criadaEm: now };
    return this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessao')
        .values({ ...session, dentistaId: dentista.id, ultimaAtividadeEm: now })
        .execute();
      return this.issue(trx, dentista, session, ip, now, { token: newOpaqueToken().token, store: true });
    });
  }

  /**
   * Rotates a refresh token. The token just rotated may come back once within the grace period (another tab,
   * or a lost answer) and gets the refresh token its rotation handed out, with an access token of the same
   * session: one chain, so a thief replaying within the grace gains a token the victim also holds, and the
   * first of them to use it twice past the grace ends every session. Any other reuse means it leaked, and
   * every session of the dentist ends. A session past its absolute or idle limit ends here too.
   */
  async refresh(refreshToken: string, ip: string): Promise<TokenPair> {
    const found = await this.deps.db
      .selectFrom('refreshToken')
      .select(['id', 'familia'])
      .where('tokenHash', '=', hashOpaqueToken(refreshToken))
      .executeTakeFirst();
    if (!found) throw sessionExpired();
    await this.deps.hooks?.refreshTokenFound?.();
    const rotation = await this.deps.db
      .transaction()
      .execute((trx) => this.rotate(trx, refreshToken, found.id, found.familia, ip));
    this.remember(rotation.ended);
    if (rotation.pair) return rotation.pair;
    if (rotation.reuseBy !== undefined) {
      await this.end({ dentistaId: rotation.reuseBy }, 'reuso');
      await this.deps.events?.record({ tipo: 'reuso_refresh', dentistaId: rotation.reuseBy, ip });
    }
    throw sessionExpired();
  }

  /** Ends one session or every session of a dentist in a transaction of its own. */
  async end(filter: SessionFilter, motivo: MotivoRevogacao): Promise<void> {
    this.remember(await this.deps.db.transaction().execute((trx) => endSessions(trx, filter, motivo)));
  }

  /** Sessions ended by a committed transaction: this server refuses their access tokens at once. */
  remember(sessionIds: readonly string[]): void {
    this.deps.revoked.remember(sessionIds);
  }

  private async rotate(
    trx: Transaction<Database>,
    presented: string,
    tokenId: number,
    sessionId: string,
    ip: string,
  ): Promise<Rotation> {
    // Every revocation updates this row too: it waits for this refresh to commit, or this refresh sees it.
    const session = await trx
      .selectFrom('sessao')
      .selectAll()
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.revogadaEm !== null) return refused();
    const now = new Date();
    const limit = this.limitReached(session, now);
    if (limit) return refused(await endSessions(trx, { id: session.id }, limit));
    const token = await trx
      .selectFrom('refreshToken')
      .selectAll()
      .where('id', '=', tokenId)
      .executeTakeFirstOrThrow();
    if (token.revogadoEm !== null || token.expiraEm.getTime() <= now.getTime()) return refused();
    const claim = this.claim(token, now);
    if (!claim) {
      return { ended: await endSessions(trx, { id: session.id }, 'reuso'), reuseBy: session.dentistaId };
    }
    await this.deps.hooks?.refreshSessionLocked?.();
    const dentista = await trx
      .selectFrom('dentista')
      .selectAll()
      .where('id', '=', session.dentistaId)
      .executeTakeFirst();
    if (!dentista || dentista.senhaHash === null) return refused();
    await trx.updateTable('refreshToken').set(claim).where('id', '=', token.id).execute();
    await trx.updateTable('sessao').set({ ultimaAtividadeEm: now }).where('id', '=', session.id).execute();
    // The first rotation stores the successor; a re-presentation within the grace hands out the same one.
    const successor = { token: this.successorOf(presented), store: claim.usadoEm !== undefined };
    return { pair: await this.issue(trx, dentista, session, ip, now, successor), ended: [] };
  }

  /** How a token may be used now: its first use, its one use within the grace period, or none (reuse). */
  private claim(
    token: { usadoEm: Date | null; reapresentadoEm: Date | null },
    now: Date,
  ): Partial<Pick<RefreshTokenTable, 'usadoEm' | 'reapresentadoEm'>> | null {
    if (token.usadoEm === null) return { usadoEm: now };
    const sinceRotation = now.getTime() - token.usadoEm.getTime();
    if (token.reapresentadoEm === null && sinceRotation <= this.deps.limits.refreshGraceMs) {
      return { reapresentadoEm: now };
    }
    return null;
  }

  private limitReached(session: Sessao, now: Date): MotivoRevogacao | null {
    const { maxAgeMs, idleMs } = this.deps.limits;
    if (now.getTime() >= session.criadaEm.getTime() + maxAgeMs) return 'expirada';
    if (now.getTime() >= session.ultimaAtividadeEm.getTime() + idleMs) return 'inativa';
    return null;
  }

  /**
   * A pair for the session: a new access token and `refresh` (its hash stored unless it already is); neither
   * outlives the session's absolute or idle limit.
   */
  private async issue(
    trx: Transaction<Database>,
    dentista: Dentista,
    session: Pick<Sessao, 'id' | 'criadaEm'>,
    ip: string,
    now: Date,
    refresh: RefreshToIssue,
  ): Promise<TokenPair> {
    const { maxAgeMs, idleMs } = this.deps.limits;
    const sessionEnd = new Date(session.criadaEm.getTime() + maxAgeMs);
    const idleEnd = new Date(Math.min(sessionEnd.getTime(), now.getTime() + idleMs));
    const accessToken = await signAccessToken(
      {
        sub: String(dentista.id),
        cro: dentista.cro,
        nome: dentista.nome,
        role: dentista.papel,
        sid: session.id,
      },
      this.deps.jwtSecret,
      now,
      idleEnd,
    );
    if (refresh.store) {
      await trx
        .insertInto('refreshToken')
        .values({
          dentistaId: dentista.id,
          familia: session.id,
          tokenHash: hashOpaqueToken(refresh.token),
          expiraEm: sessionEnd,
          ipMascarado: maskIp(ip),
        })
        .execute();
    }
    return { accessToken, refreshToken: refresh.token, sessaoExpiraEm: idleEnd.toISOString() };
  }
}

/** Keeps the network part of an address: 203.0.113.x, 2001:db8:1:*. */
export function maskIp(ip: string): string {
  if (ip.includes('.')) {
    const parts = ip.replace(/^::ffff:/, '').split('.');
    return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : 'x';
  }
  const groups = ip.split(':').filter((group) => group !== '');
  return groups.length > 0 ? `${groups.slice(0, 3).join(':')}:*` : 'x';
}
