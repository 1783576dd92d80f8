import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { acquireLock } from './lock';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

const DATE_OID = 1082;
const keepDateText = (value: string) => value;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Closes the connections and releases the data directory. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; without it, PGlite in `dataDir/pg`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
}

function kyselyFor(dialect: PGliteDialect | PostgresDialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** Opens the database (PostgreSQL or embedded PGlite) and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : await openPglite(options.dataDir);
  try {
    await migrate(handle.db, options.databaseUrl ? options.schema : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openPostgres(databaseUrl: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepDateText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = kyselyFor(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pg.lock'));
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pg'), { parsers: { [DATE_OID]: keepDateText } });
    const db = kyselyFor(new PGliteDialect({ pglite }));
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
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
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'desconhecida';
    throw new Error(`Falha na migração ${failed}: ${String(error)}`, { cause: error });
  }
}
