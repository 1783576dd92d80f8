import pg from 'pg';
import { dropTestDatabases, pgliteTemplate, postgresTemplate } from './database';

/** Schemas some files make for an empty database are named `teste_<hex>` (security-production.test.ts). */
async function dropTestSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'teste\\_%'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * The seeded PGlite template (database.ts) is built here, once, before any file runs.
 *
 * Test schemas and databases on PostgreSQL are dropped once, before and after the whole server run, never
 * while test files run: Kysely's migrator introspects every schema of the database (has_schema_privilege
 * and pg_get_serial_sequence by name), so a schema dropped by one file while another migrates fails the
 * other with 'schema "teste_…" does not exist'. The template that test databases are copied from is built
 * here, before any file runs, and kept for the next run (its name carries a fingerprint of the migrations
 * and the seed).
 */
export default async function setup() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    await pgliteTemplate();
    return;
  }
  await dropTestSchemas(databaseUrl);
  // PGlite's template is built in this process, PostgreSQL's by the server: both at once.
  const [template] = await Promise.all([postgresTemplate(), pgliteTemplate()]);
  await dropTestDatabases(template);
  return async () => {
    await dropTestSchemas(databaseUrl);
    await dropTestDatabases(template);
  };
}
