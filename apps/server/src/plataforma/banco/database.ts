import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { DEFAULT_RELIABILITY, type ReliabilitySettings } from '../reliability-config';
import { acquireLock } from './lock';
import { migrationProvider } from './migrations';
import { namedStatements } from './prepared';
import type { Database } from './schema';

const DATE_OID = 1082;
const keepDateText = (value: string) => value;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in use now (PGlite only): tests close it to see the server recover. */
  pglite?: () => PGlite;
  /** Closes the connections and releases the data directory. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; without it, PGlite in `dataDir/pg`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /** PostgreSQL connection and statement timeouts (defaults: DEFAULT_RELIABILITY). */
  timeouts?: Partial<Pick<ReliabilitySettings, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>>;
  /**
   * Told about a connection that broke (a restart, a failover, a network cut). The connection is dropped
   * from the pool and the next query opens a new one: such an error must never end the process.
   */
  onConnectionError?: (error: Error) => void;
}

function kyselyFor(dialect: PGliteDialect | PostgresDialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** Opens the database (PostgreSQL or embedded PGlite) and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options) : await openPglite(options.dataDir);
  try {
    await migrate(handle.db, options.databaseUrl ? options.schema : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openPostgres(options: OpenDatabaseOptions): DatabaseHandle {
  const { schema, timeouts } = options;
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts?.dbConnectTimeoutMs ?? DEFAULT_RELIABILITY.dbConnectTimeoutMs,
    // PostgreSQL cancels a statement running longer (a lock wait, a runaway plan): the request answers 503.
    statement_timeout: timeouts?.dbStatementTimeoutMs ?? DEFAULT_RELIABILITY.dbStatementTimeoutMs,
    // A transaction left open by a stalled request must not hold its row locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    // Dead peers (a failover, a cut network) are noticed by the kernel instead of waiting for ever.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepDateText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks is reported here (without a listener Node ends the process); one in use
  // emits on its client, and pg rejects its query too: the request fails with 503 and the client is dropped.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    namedStatements(client);
  });
  const db = kyselyFor(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * PGlite behind a stand-in that opens the directory again when the instance it holds has closed (a crash of
 * the embedded engine, or a test closing it): queries in flight fail (503) and the next ones run on the new
 * instance, without restarting the server. Only what Kysely's PGlite driver uses is passed on.
 */
function reopeningPglite(open: () => Promise<PGlite>, first: PGlite) {
  let current = first;
  let reopening: Promise<PGlite> | null = null;
  let closing = false;
  const live = async (): Promise<PGlite> => {
    if (!current.closed || closing) return current;
    reopening ??= open()
      .then((pglite) => {
        current = pglite;
        return pglite;
      })
      .finally(() => {
        reopening = null;
      });
    return reopening;
  };
  const standIn = {
    get closed() {
      return closing && current.closed;
    },
    get ready() {
      return current.ready;
    },
    get waitReady() {
      return current.waitReady;
    },
    query: async (...args: Parameters<PGlite['query']>) => (await live()).query(...args),
    transaction: async (...args: Parameters<PGlite['transaction']>) => (await live()).transaction(...args),
    close: async () => {
      closing = true;
      await reopening?.catch(() => undefined);
      if (!current.closed) await current.close();
    },
  };
  return { standIn: standIn as unknown as PGlite, current: () => current };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pg.lock'));
  try {
    const open = () => PGlite.create(path.join(dataDir, 'pg'), { parsers: { [DATE_OID]: keepDateText } });
    const { standIn, current } = reopeningPglite(open, await open());
    const db = kyselyFor(new PGliteDialect({ pglite: standIn }));
    return {
      db,
      kind: 'pglite',
      pglite: current,
      close: async () => {
        try {
          await db.destroy();
          await standIn.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema: name ours when we work in one.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Numbers are handed out per piece of work, and 009 landed before 008: a database that already ran 009
    // runs 008 next instead of refusing to start (each migration stands on its own).
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'desconhecida';
    throw new Error(`Falha na migração ${failed}: ${String(error)}`, { cause: error });
  }
}
