import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { Papel } from '../plataforma/identidade';
import type { RevokedSessions } from './revoked-sessions';
import { TtlLru } from './ttl-lru';

/** Who a session belongs to and that account's current role; null: no open session has that id. */
export type SessionOwner = { dentistaId: number; papel: Papel } | null;

/**
 * A role change reaches the bearer check within this time (a session's end at once, through the revocation
 * listener). 30 s keeps the check at about one indexed read per session and half-minute.
 */
export const SESSION_OWNER_TTL_MS = 30_000;
/** Sessions remembered at once: far more than the tabs of one operator's dentists and auditors. */
const MAX_SESSIONS = 10_000;

/**
 * The owner and current role of each open session, read from the database and cached (a short-lived LRU)
 * so that the bearer check costs a map lookup on the hot path. A session the revocation cache reports ended
 * is dropped at once.
 */
export class SessionOwners {
  private readonly cache: TtlLru<string, Promise<SessionOwner>>;

  constructor(
    private readonly db: Kysely<Database>,
    revoked: Pick<RevokedSessions, 'onEnded'>,
    ttlMs = SESSION_OWNER_TTL_MS,
  ) {
    this.cache = new TtlLru(MAX_SESSIONS, ttlMs);
    revoked.onEnded((ids) => {
      for (const id of ids) this.cache.delete(id);
    });
  }

  /** The session's owner, or null when it does not exist or has ended. */
  of(sessionId: string): Promise<SessionOwner> {
    const cached = this.cache.get(sessionId);
    if (cached) return cached;
    // Concurrent requests of one session share the read; a failed read is not remembered.
    const reading = this.read(sessionId).catch((error: unknown) => {
      this.cache.delete(sessionId);
      throw error;
    });
    this.cache.set(sessionId, reading);
    return reading;
  }

  private async read(sessionId: string): Promise<SessionOwner> {
    const row = await this.db
      .selectFrom('sessao')
      .innerJoin('dentista', 'dentista.id', 'sessao.dentistaId')
      .select(['sessao.dentistaId', 'dentista.papel'])
      .where('sessao.id', '=', sessionId)
      .where('sessao.revogadaEm', 'is', null)
      .executeTakeFirst();
    return row ? { dentistaId: row.dentistaId, papel: row.papel } : null;
  }
}
