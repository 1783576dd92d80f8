import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { ACCESS_TOKEN_SECONDS } from './access-token';

// No access token outlives its session by more than its own lifetime (none is issued once the session has
// ended), so a revocation older than that has nothing left to refuse.
const REMEMBER_MS = (ACCESS_TOKEN_SECONDS + 60) * 1000;
// A row is stamped with its transaction's start time but only seen once that transaction commits: each read
// goes back this far before the previous one so that a slow commit is not missed.
const OVERLAP_MS = 30_000;

/**
 * The sessions that ended recently, per server process: the bearer check asks it on every request, and it
 * reads the database at most once per poll interval (the sessions revoked since the previous read), so a
 * session ended through any server is refused by every other one within that interval.
 */
export class RevokedSessions {
  /** Session id to when this process learned that it ended (Date.now()). */
  private readonly ended = new Map<string, number>();
  private lastRead: { at: number; databaseNow: Date } | null = null;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs: number,
  ) {}

  /** Whether the session has ended; at most one poll interval late for sessions ended by another server. */
  async isRevoked(sessionId: string): Promise<boolean> {
    if (this.lastRead === null || Date.now() - this.lastRead.at >= this.pollMs) await this.read();
    return this.ended.has(sessionId);
  }

  /** Sessions this process has just ended (after the commit): refused here at once. */
  remember(sessionIds: readonly string[]): void {
    const now = Date.now();
    for (const id of sessionIds) this.ended.set(id, now);
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
    for (const id of row.ids) if (!this.ended.has(id)) this.ended.set(id, startedAt);
    this.lastRead = { at: startedAt, databaseNow: new Date(row.agora) };
  }
}
