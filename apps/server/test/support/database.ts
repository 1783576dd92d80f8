import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemoIfEmpty } from '../../src/demonstracao/demo';
import { type DatabaseHandle, openDatabase } from '../../src/plataforma/banco/database';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fingerprint of everything that shapes the seeded database, so a stale template is never reused. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [
    'src/plataforma/banco',
    'src/plataforma/banco/migrations',
    'src/demonstracao',
    'src/contas',
    'src/cadastros',
    'src/planos',
    // The demo keeps the glosas the rules predict for its justified items (issue #29).
    'src/regras-de-procedimento',
    'src/ciclo-de-vida',
    'src/arquivos',
    'src/auditoria',
    'src/faturamento',
    'src/dados-do-dentista',
    'seed',
  ]) {
    const full = path.join(serverDir, dir);
    for (const name of (await readdir(full)).sort()) {
      if (!/\.(ts|csv)$/.test(name)) continue;
      hash.update(name).update(await readFile(path.join(full, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite directory shared by the test files: a new PGlite directory costs
 * 5-8 s (initdb), copying a prepared one under 0.1 s. Built by global-setup.ts before any file runs (files
 * starting together would each build one), and kept for the next run.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `odonto-pglite-template-${await templateKey()}`);
  const marker = path.join(template, 'pronto');
  try {
    await readFile(marker);
    return template;
  } catch {
    // not built yet
  }
  const building = `${template}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ dataDir: building });
  await seedDemoIfEmpty(handle.db);
  await handle.close();
  await writeFile(path.join(building, 'pronto'), '');
  try {
    await rename(building, template);
  } catch {
    // Another test file built it at the same time: use theirs.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Copies a directory tree, its files all at once: `fs.cp` walks the template's 1,100 small files one by one
 * (1-1.5 s a copy, paid by every server a test starts); this takes under 0.1 s.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const target = (entry: { parentPath: string; name: string }) =>
    path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  await mkdir(to, { recursive: true });
  // Parents sort before their children.
  for (const dir of entries
    .filter((entry) => entry.isDirectory())
    .map(target)
    .sort()) {
    await mkdir(dir, { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(path.join(entry.parentPath, entry.name), target(entry))),
  );
}

/** Puts a migrated, seeded PGlite database in `dataDir/pg`. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  await copyTree(path.join(template, 'pg'), path.join(dataDir, 'pg'));
}

/** TEST_DATABASE_URL with another database name in its path. */
export function databaseUrlFor(name: string): string {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL não definido');
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(statement: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await statement(admin);
  } finally {
    await admin.end();
  }
}

/** Test databases on PostgreSQL are `teste_<hex>`, copies of `teste_modelo_<key>` (dropped by global-setup.ts). */
export const TEST_DATABASE_PREFIX = 'teste_';
const TEMPLATE_PREFIX = 'teste_modelo_';

/**
 * The migrated and seeded PostgreSQL database that test databases are copied from (`CREATE DATABASE ...
 * TEMPLATE`, a file-level copy): migrating and seeding a new schema costs every file a second or more,
 * and the migrations of files running at once wait on each other's lock. Built by global-setup.ts before
 * any file runs; nobody connects to it afterwards (PostgreSQL copies only a database nobody is using).
 */
export async function postgresTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await templateKey()}`;
  const exists = await onServer(
    async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer((admin) => admin.query(`create database ${building}`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(building), dataDir: tmpdir() });
  await seedDemoIfEmpty(handle.db);
  await handle.close();
  await onServer(async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      // Built at the same time by another run: use theirs.
      await admin.query(`drop database if exists ${building} with (force)`);
    }
  });
  return name;
}

/**
 * Drops the test databases (and templates of other fingerprints) that nobody is connected to: those of a
 * run still going on (another checkout, another helper's run) are left alone, and go with a later run.
 */
export async function dropTestDatabases(keepTemplate: string): Promise<void> {
  await onServer(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'teste\\_%'",
    );
    for (const { datname } of rows) {
      if (datname === keepTemplate) continue;
      try {
        await admin.query(`drop database if exists "${datname}"`);
      } catch {
        // In use: 'database "teste_…" is being accessed by other users'.
      }
    }
  });
}

/**
 * A fresh, seeded database for one test file: a copy of the PGlite template (removed with the file's data
 * directory), or a copy of the PostgreSQL template (dropped by global-setup.ts after the whole run).
 */
export async function createTestDatabase(backend: Backend, dataDir: string): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    await copyPgliteTemplate(dataDir);
    return openDatabase({ dataDir });
  }
  return openDatabase({ databaseUrl: await createPostgresTestDatabase(), dataDir });
}

/** A fresh, seeded PostgreSQL database (a copy of the template, dropped by global-setup.ts); returns its URL. */
export async function createPostgresTestDatabase(): Promise<string> {
  const template = await postgresTemplate();
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await onServer((admin) => admin.query(`create database ${name} template ${template}`));
  return databaseUrlFor(name);
}
