import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepareData } from '../src/app';
import { hashPassword } from '../src/autenticacao/password';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/plataforma/banco/database';
import { type Backend, backends, createTestDatabase } from './support/database';
import { collectingStream } from './support/log-lines';
import { DEMO_PASSWORD, TEST_JWT_SECRET, TEST_PRODUCTION_ENV } from './support/server';

/** A migrated database with nothing in it: a new PGlite directory, or a new PostgreSQL schema. */
async function emptyDatabase(backend: Backend, dataDir: string): Promise<DatabaseHandle> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (backend === 'pglite' || !databaseUrl) return openDatabase({ dataDir });
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return openDatabase({ databaseUrl, dataDir, schema });
}

async function workDirWithPortal(): Promise<{ workDir: string; env: Record<string, string> }> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-producao-'));
  // A built portal: in production its page fallback would otherwise answer /dev/emails with 200.
  await mkdir(path.join(workDir, 'portal'));
  await writeFile(path.join(workDir, 'portal', 'index.html'), '<!doctype html><title>Portal</title>');
  return {
    workDir,
    env: { DATA_DIR: path.join(workDir, 'data'), PORTAL_DIR: path.join(workDir, 'portal'), PORT: '0' },
  };
}

const PRODUCTION = TEST_PRODUCTION_ENV;

describe('NODE_ENV', () => {
  it('should treat an unset NODE_ENV as production, saying how to run the demo', () => {
    expect(() => loadConfig({})).toThrow(/NODE_ENV não definido vale como produção/);
    const { NODE_ENV: _production, ...required } = TEST_PRODUCTION_ENV;
    expect(loadConfig(required).nodeEnv).toBe('production');
    expect(loadConfig({ ...required, NODE_ENV: ' ' }).nodeEnv).toBe('production');
  });

  it('should refuse a NODE_ENV it does not know rather than guess a mode', () => {
    for (const value of ['prod', 'dev', 'Production', 'staging']) {
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(`NODE_ENV inválido: "${value}"`);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).nodeEnv).toBe('test');
  });
});

describe('production refuses unsafe mail and link settings', () => {
  it('should require SMTP_URL, so that no live reset link waits in the outbox table', () => {
    const { SMTP_URL: _set, ...withoutIt } = PRODUCTION;
    expect(() => loadConfig(withoutIt)).toThrow(/SMTP_URL é obrigatório em produção/);
    expect(() => loadConfig({ ...withoutIt, SMTP_URL: ' ' })).toThrow(/SMTP_URL é obrigatório em produção/);
    // Outside production the dev outbox stands in for it.
    expect(loadConfig({ ...withoutIt, NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('should require an https PUBLIC_URL of a non-loopback host', () => {
    const { PUBLIC_URL: _set, ...withoutIt } = PRODUCTION;
    for (const publicUrl of [
      undefined,
      'http://portal.example',
      'https://localhost',
      'https://localhost:3000/',
      'https://app.localhost',
      'https://127.0.0.1',
      'https://127.1.2.3:8443',
      'https://[::1]',
      'https://0.0.0.0',
      'portal.example',
    ]) {
      const env = publicUrl === undefined ? withoutIt : { ...withoutIt, PUBLIC_URL: publicUrl };
      expect(() => loadConfig(env), String(publicUrl)).toThrow(/PUBLIC_URL/);
    }
    expect(loadConfig({ ...withoutIt, PUBLIC_URL: 'https://portal.operadora.com.br/' }).publicUrl).toBe(
      'https://portal.operadora.com.br',
    );
    expect(loadConfig({ ...withoutIt, NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe.each(backends)('a production server on an empty database (%s)', (backend) => {
  let workDir: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let baseUrl: string;

  beforeAll(async () => {
    const prepared = await workDirWithPortal();
    workDir = prepared.workDir;
    database = await emptyDatabase(backend, prepared.env.DATA_DIR ?? '');
    const config = loadConfig({ ...prepared.env, ...PRODUCTION, TRUST_PROXY: 'true' });
    app = await buildApp(config, { logger: false, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it("should have no account that signs in with the README's password, but the procedure catalogue", async () => {
    for (const cro of ['12345', '54321']) {
      const response = await fetch(`${baseUrl}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ document: cro, password: DEMO_PASSWORD, origin: 'Dentista' }),
      });
      expect(response.status).toBe(401);
    }
    const count = (table: 'dentista' | 'beneficiario' | 'procedimento') =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.total));
    expect(await count('dentista')).toBe(0);
    expect(await count('beneficiario')).toBe(0);
    expect(await count('procedimento')).toBeGreaterThan(100);
  });

  it.each([
    ['a plain request from this machine', '/dev/emails', {}],
    ['a page request', '/dev/emails', { accept: 'text/html' }],
    ['X-Forwarded-For: 127.0.0.1 with TRUST_PROXY=true', '/dev/emails', { 'x-forwarded-for': '127.0.0.1' }],
    ['X-Real-IP and Forwarded', '/dev/emails', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
    ['another /dev helper', '/dev/qualquer-coisa', { accept: 'text/html' }],
    ['/dev itself', '/dev', { accept: 'text/html' }],
    ['a trailing slash and a query', '/dev/emails/?formato=json', { accept: 'text/html' }],
  ])('should answer 404 on /dev to %s', async (_name, url, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${url}`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Recurso não encontrado.' });
  });

  it('should seed the demo only outside production, saying so in the log, over the catalogue production made', async () => {
    const lines: string[] = [];
    const logger = Fastify({ logger: { level: 'info', stream: collectingStream(lines) } });
    await prepareData(database, 'production', logger.log, false);
    expect(lines.join('')).not.toContain('demonstração criados');
    await prepareData(database, 'development', logger.log, false);
    await logger.close();
    expect(lines.join('')).toContain(
      'dados de demonstração criados (NODE_ENV=development; nunca em produção)',
    );
    const { total } = await database.db
      .selectFrom('dentista')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(0);
    // The database now holds the demo: production refuses it.
    await expect(prepareData(database, 'production', logger.log, false)).rejects.toThrow(
      /Contas de demonstração no banco/,
    );
  });

  it('should not serve the API reference page (it needs inline script), but still the descriptions', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { accept: 'text/html' } });
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('<script');
    }
    const description = await fetch(`${baseUrl}/api/docs/auth.json`);
    expect(description.status).toBe(200);
    expect(await description.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('should answer 404 on /dev/emails whatever address the socket has', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '10.0.0.5']) {
      const response = await app.inject({ method: 'GET', url: '/dev/emails', remoteAddress });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe.each(backends)('production refuses demo accounts (%s)', (backend) => {
  it('should not start while a demo account is in the database, and start once it is gone', async () => {
    const prepared = await workDirWithPortal();
    const database = await createTestDatabase(backend, prepared.env.DATA_DIR ?? '');
    try {
      const config = loadConfig({ ...prepared.env, ...PRODUCTION });
      const keepOpen = { ...database, close: async () => {} };
      await expect(buildApp(config, { logger: false, database: keepOpen })).rejects.toThrow(
        /Contas de demonstração no banco \(CRO 12345\/SP, 54321\/RJ, 11111\/MG/,
      );

      // The same CROs with their own e-mails and passwords are real accounts: only the demo ones are refused.
      const senhaHash = await hashPassword('Outra@Senha2026');
      await database.db.updateTable('dentista').set({ email: sql<string>`cro || '@clinica.test'` }).execute();
      await database.db.updateTable('dentista').set({ senhaHash }).where('cro', '=', '12345').execute();
      await expect(buildApp(config, { logger: false, database: keepOpen })).rejects.toThrow(
        /Contas de demonstração no banco \(CRO 54321\/RJ, 99999\/SP\)/,
      );
      await database.db
        .updateTable('dentista')
        .set({ senhaHash })
        .where('cro', 'in', ['54321', '99999'])
        .execute();
      const app = await buildApp(config, { logger: false, database: keepOpen });
      await app.close();
    } finally {
      await database.close();
      await rm(prepared.workDir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('the dev outbox outside production (%s)', (backend) => {
  let workDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    const prepared = await workDirWithPortal();
    workDir = prepared.workDir;
    const database = await createTestDatabase(backend, prepared.env.DATA_DIR ?? '');
    const config = loadConfig({
      ...prepared.env,
      NODE_ENV: 'development',
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: 'true',
    });
    app = await buildApp(config, { logger: false, database });
  });
  afterAll(async () => {
    await app?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('should serve the API reference page outside production, under its own policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each([
    ['a remote client claiming to be local (X-Forwarded-For: 127.0.0.1)', '203.0.113.9', '127.0.0.1', 404],
    // A proxy on this machine makes every client's socket local: a forwarded request is not the machine's own.
    ['a client through a proxy on this machine', '127.0.0.1', '203.0.113.9', 404],
    ['this machine itself', '127.0.0.1', undefined, 200],
  ])(
    "should go by the socket's peer, not by X-Forwarded-For, even with TRUST_PROXY=true: %s",
    async (_name, remoteAddress, forwardedFor, status) => {
      const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
      const response = await app.inject({ method: 'GET', url: '/dev/emails', remoteAddress, headers });
      expect(response.statusCode).toBe(status);
    },
  );
});
