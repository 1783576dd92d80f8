import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/database';
import { seedDemoIfEmpty } from '../../src/seed/demo';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fingerprint of everything that shapes the seeded database, so a stale template is never reused. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [
    'src/platform/db',
    'src/platform/db/migrations',
    'src/seed',
    'src/dentist-data',
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
 * 5-8 s (initdb), copying a prepared one about half a second.
 */
async function pgliteTemplate(): Promise<string> {
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

/** Puts a migrated, seeded PGlite database in `dataDir/pg`. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  await mkdir(dataDir, { recursive: true });
  await cp(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
}

/**
 * A fresh, seeded database for one test file: a copy of the PGlite template (removed with the file's data
 * directory), or a new PostgreSQL schema (dropped by global-setup.ts after the whole run: dropping it
 * earlier would race with the migrations of the files still running).
 */
export async function createTestDatabase(backend: Backend, dataDir: string): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    await copyPgliteTemplate(dataDir);
    return openDatabase({ dataDir });
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL não definido');
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl, dataDir, schema });
  await seedDemoIfEmpty(handle.db);
  return handle;
}
