import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { ACCESS_TOKEN_SECONDS } from './access-token';

// No access token outlives its session by more than its own lifetime (none is issued once the session has
// ended), so a revocation older than that has nothing left to refuse.
const REMEMBER_MS = (ACCESS_TOKEN_SECONDS + 60) * 1000;
// A row is stamped with its transaction's start time but only seen once that transaction commits: each read
// goes back this far before the previous one so that a slow commit is not missed.
const OVERLAP_MS = 30_000;

/** Told the sessions this process has just learned ended (ended here, or read from the database). */
export type SessionsEndedListener = (sessionIds: readonly string[]) => void;

/**
 * The sessions that ended recently, per server process: the bearer check asks it on every request, and it
 * reads the database at most once per poll interval (the sessions revoked since the previous read), so a
 * session ended through any server is refused by every other one within that interval. While something
 * {@link watch}es (an open event stream, which makes no requests), it reads every interval by itself, so
 * that its listeners learn of an ended session within one interval even when no request comes.
 */
export class RevokedSessions {
  /** Session id to when this process learned that it ended (Date.now()). */
  private readonly ended = new Map<string, number>();
  private lastRead: { at: number; databaseNow: Date } | null = null;
  private reading: Promise<void> | null = null;
  private readonly listeners = new Set<SessionsEndedListener>();
  private watchers = 0;
  private polling: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs: number,
  ) {}

  /** Whether the session has ended; at most one poll interval late for sessions ended by another server. */
  async isRevoked(sessionId: string): Promise<boolean> {
    if (this.lastRead === null || Date.now() - this.lastRead.at >= this.pollMs) await this.read();
    return this.ended.has(sessionId);
  }

  /** Whether this process already knows the session ended, without reading the database. */
  knows(sessionId: string): boolean {
    return this.ended.has(sessionId);
  }

  /** Sessions this process has just ended (after the commit): refused here at once. */
  remember(sessionIds: readonly string[]): void {
    const now = Date.now();
    for (const id of sessionIds) this.ended.set(id, now);
    this.tell(sessionIds);
  }

  /** Calls `listener` with every session learned to have ended from now on; returns the unsubscribe. */
  onEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Keeps reading the database every poll interval until the returned release is called (once per watch):
   * the open event streams have no request of their own that would make the read happen.
   */
  watch(): () => void {
    this.watchers++;
    if (this.polling === null) {
      this.polling = setInterval(() => {
        // A failed read is tried again at the next tick; the bearer check reports database trouble.
        this.read().catch(() => {});
      }, this.pollMs);
      // A stream left open must not keep a closing process alive.
      this.polling.unref();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.watchers--;
      if (this.watchers === 0 && this.polling !== null) {
        clearInterval(this.polling);
        this.polling = null;
      }
    };
  }

  private tell(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of [...this.listeners]) listener(sessionIds);
  }

  private read(): Promise<void> {
    // Requests arriving while the database is being read share that one read.
    this.reading ??= this.readRevokedSince().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readRevokedSince(): Promise<void> {
    const startedAt = Date.now();
    const since = this.lastRead
      ? new Date(this.lastRead.databaseNow.getTime() - OVERLAP_MS)
      : new Date(startedAt - REMEMBER_MS);
    const { rows } = await sql<{ agora: Date; ids: string[] }>`
      select now() as agora,
             coalesce((select json_agg(id) from sessao where revogada_em > ${since}::timestamptz), '[]'::json) as ids
    `.execute(this.db);
    const [row] = rows;
    if (!row) throw new Error('leitura das sessões encerradas sem resultado');
    for (const [id, learnedAt] of this.ended) {
      if (learnedAt < startedAt - REMEMBER_MS) this.ended.delete(id);
    }
    const learned = row.ids.filter((id) => !this.ended.has(id));
    for (const id of learned) this.ended.set(id, startedAt);
    this.lastRead = { at: startedAt, databaseNow: new Date(row.agora) };
    this.tell(learned);
  }
}
