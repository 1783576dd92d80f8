import type { FastifyBaseLogger } from 'fastify';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { FileStorage } from '../arquivos/storage';
import type { Database } from './banco/schema';
import type { ReliabilitySettings } from './reliability-config';

/** Rows deleted per statement: a large backlog goes in short statements, never one long lock. */
const BATCH = 1_000;
/** Object keys checked against the rows per query. */
const KEYS_PER_QUERY = 500;

/** A cleanup another module owns (e.g. expired idempotency keys): deletes what is past `now`, returns how many. */
export type SweepTask = (db: Kysely<Database>, now: Date) => Promise<number>;

export interface SweeperOptions {
  db: Kysely<Database>;
  storage: FileStorage;
  settings: Pick<ReliabilitySettings, 'sweepIntervalMs' | 'orphanGraceMs' | 'retentionMs'>;
  log: FastifyBaseLogger;
  /** More cleanups by name, run after the sweeper's own. */
  tasks?: Record<string, SweepTask>;
}

/** How many of each thing one sweep removed. */
export type SweepCounts = Record<string, number>;

/** Runs `remove` (one bounded delete) until a batch comes back short. */
async function inBatches(remove: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await remove();
    total += removed;
    if (removed < BATCH) return total;
  }
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Housekeeping, at start and then every SWEEP_INTERVAL_MINUTES: files stored without a row (a crash between
 * the upload's store and its commit), and rows nothing reads any more. Every step is a delete by a condition
 * on the data alone, in short batches, so several nodes may sweep at once: the second finds nothing left.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepCounts> | null = null;

  constructor(private readonly options: SweeperOptions) {}

  /** One sweep now; a sweep already under way in this process is shared. */
  sweep(now = new Date()): Promise<SweepCounts> {
    this.running ??= this.sweepAll(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sweeps now and then at the interval; a failed sweep is logged and the next one tries again. */
  start(): void {
    const run = () =>
      void this.sweep().catch((error: unknown) =>
        this.options.log.warn(
          { err: error },
          'limpeza periódica falhou; nova tentativa no próximo intervalo',
        ),
      );
    run();
    this.timer = setInterval(run, this.options.settings.sweepIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async sweepAll(now: Date): Promise<SweepCounts> {
    const { db, settings } = this.options;
    const before = new Date(now.getTime() - settings.retentionMs);
    // Tables with a serial id, cleared in batches of BATCH rows by a date condition.
    const byBatches = (
      table: 'emailToken' | 'refreshToken' | 'emailOutbox',
      old: (eb: ExpressionBuilder<Database, typeof table>) => Expression<SqlBool>,
    ) =>
      inBatches(async () =>
        deleted(
          await db
            .deleteFrom(table)
            .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where(old).limit(BATCH))
            .executeTakeFirst(),
        ),
      );
    const counts: SweepCounts = {
      arquivosOrfaos: await this.sweepOrphanFiles(now),
      tokensEmail: await byBatches('emailToken', (eb) =>
        eb.or([eb('expiraEm', '<', before), eb('usadoEm', '<', before)]),
      ),
      // A used token must outlive its session's end (a reuse ends the session): it expires with the session.
      refreshTokens: await byBatches('refreshToken', (eb) =>
        eb.or([eb('expiraEm', '<', before), eb('revogadoEm', '<', before)]),
      ),
      emailsSaida: await byBatches('emailOutbox', (eb) => eb('criadoEm', '<', before)),
      // Failures quiet for longer than the retention are forgotten by the throttle anyway.
      tentativasLogin: deleted(
        await db
          .deleteFrom('tentativaLogin')
          .where('ultimaFalhaEm', '<', before)
          .where((w) => w.or([w('bloqueadoAte', 'is', null), w('bloqueadoAte', '<', before)]))
          .executeTakeFirst(),
      ),
      // An alarm older than its window no longer holds back the next one: its row only remembers the past.
      alarmesLogin: deleted(
        await db.deleteFrom('alarmeLogin').where('disparadoEm', '<', before).executeTakeFirst(),
      ),
    };
    for (const [name, task] of Object.entries(this.options.tasks ?? {})) counts[name] = await task(db, now);
    const removed = Object.entries(counts).filter(([, count]) => count > 0);
    if (removed.length > 0)
      this.options.log.info({ removidos: Object.fromEntries(removed) }, 'limpeza concluída');
    return counts;
  }

  /**
   * Stored files with no row, older than the grace period: an upload stores its bytes before its row commits,
   * so a younger file may be an upload under way (the grace exceeds the store's and the database's timeouts).
   */
  private async sweepOrphanFiles(now: Date): Promise<number> {
    const { storage, db, settings } = this.options;
    if (!storage.list) return 0;
    const oldEnough = now.getTime() - settings.orphanGraceMs;
    let removed = 0;
    let batch: string[] = [];
    const check = async () => {
      if (batch.length === 0) return;
      const keys = batch;
      batch = [];
      // A half-written local file (`<key>.<random>.parcial`) belongs to no row by construction.
      const candidates = keys.filter((key) => !key.endsWith('.parcial'));
      const rows =
        candidates.length === 0
          ? []
          : await db.selectFrom('planoImagem').select('chave').where('chave', 'in', candidates).execute();
      const kept = new Set(rows.map((row) => row.chave));
      for (const key of keys) {
        if (kept.has(key)) continue;
        await storage.delete(key);
        removed++;
      }
    };
    for await (const object of storage.list('planos/')) {
      if (object.modifiedAt.getTime() >= oldEnough) continue;
      batch.push(object.key);
      if (batch.length >= KEYS_PER_QUERY) await check();
    }
    await check();
    return removed;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The housekeeping of this server (tests run a sweep on demand). */
    sweeper: Sweeper;
  }
}
