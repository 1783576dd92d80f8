import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/demonstracao/demo';
import { type DatabaseHandle, openDatabase } from '../src/plataforma/banco/database';
import { copyPgliteTemplate } from './support/database';
import { createPlan, MARIA_CARTEIRA } from './support/planos';
import { call, errorBody, login, TEST_JWT_SECRET, type TestServer } from './support/server';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

interface Outage {
  /** Takes the database away (a proxy cut, the PGlite instance closed). */
  stop(): Promise<void> | void;
  /** Brings it back; undefined when the server brings it back itself. */
  start?: () => void;
  /** Whether requests must see it (a PGlite reopened at once may hide it from all but those in flight). */
  seen: boolean;
}

interface Served {
  server: TestServer;
  outage: Outage;
  close(): Promise<void>;
}

/** The real server over HTTP on an already opened database, validating every response. */
async function serve(database: DatabaseHandle, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    DB_CONNECT_TIMEOUT_SECONDS: '1',
  });
  const app = await buildApp(config, {
    logger: false,
    database,
    validateResponses: true,
    allowDemoAccounts: true,
    sweep: false,
    rateLimits: { login: 1000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function testServer(app: FastifyInstance, database: DatabaseHandle, dataDir: string): TestServer {
  return {
    app,
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    db: database.db,
    dataDir,
    sibling: () => Promise.reject(new Error('sem irmão neste teste')),
    close: () => app.close(),
  };
}

async function pgliteServed(): Promise<Served> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-falha-banco-'));
  const dataDir = path.join(workDir, 'data');
  await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  const app = await serve(database, dataDir);
  return {
    server: testServer(app, database, dataDir),
    // The embedded engine closing under the server (a crash of it): the server opens the directory again.
    outage: { stop: () => database.pglite?.().close(), seen: false },
    close: async () => {
      await app.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

async function postgresServed(databaseUrl: string): Promise<Served> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-falha-banco-'));
  const target = new URL(databaseUrl);
  const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  // A schema of its own, dropped by this file: global-setup.ts drops every `teste_` schema when any server
  // run starts, which on a shared database would pull this one away in the middle of the test.
  const schema = `falha_banco_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create schema ${schema}`);
  const database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    dataDir: workDir,
    schema,
    timeouts: { dbConnectTimeoutMs: 1_000 },
  });
  await seedDemoIfEmpty(database.db);
  const app = await serve(database, workDir);
  return {
    server: testServer(app, database, workDir),
    outage: { stop: () => proxy.cut(), start: () => proxy.restore(), seen: true },
    close: async () => {
      proxy.restore();
      await app.close();
      await proxy.close();
      await asAdmin(`drop schema ${schema} cascade`);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

const backends = [
  ['pglite', pgliteServed] as const,
  ...(process.env.TEST_DATABASE_URL
    ? [['postgres', () => postgresServed(process.env.TEST_DATABASE_URL ?? '')] as const]
    : []),
];

describe.each(backends)('the database going away under load on %s', (_backend, start) => {
  let served: Served;
  let token: string;
  let planoId: number;

  beforeAll(async () => {
    served = await start();
    token = (await login(served.server, '12345')).accessToken;
    planoId = await createPlan(served.server, token);
  });
  afterAll(async () => served?.close());

  it('should answer 503 in the envelope while it is away, never 500, and serve again without a restart', async () => {
    const { server, outage } = served;
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    let running = true;
    // Four clients reading the plan list and creating plans, one request after another.
    const client = async (n: number) => {
      while (running) {
        const response =
          n % 2 === 0
            ? await call(server, 'GET', '/api/v2/planoTratamento/dentista/12345', { token })
            : await call(server, 'POST', '/api/v2/planoTratamento', {
                token,
                body: { matriculaBeneficiario: MARIA_CARTEIRA },
              });
        statuses.push(response.status);
        if (response.status >= 500)
          bodies.push({ body: response.body, retryAfter: response.headers.get('retry-after') });
      }
    };
    const clients = Array.from({ length: 4 }, (_, n) => client(n));
    const until = async (condition: () => boolean, what: string) => {
      for (let waited = 0; !condition(); waited += 20) {
        if (waited > 20_000) throw new Error(`esperou demais: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await until(() => statuses.length >= 8, 'carga antes da falha');
      const beforeOutage = statuses.length;
      await outage.stop();
      if (outage.seen) await until(() => statuses.includes(503), 'um 503');
      else await until(() => statuses.length >= beforeOutage + 4, 'respostas depois da falha');
      outage.start?.();
      const afterRestore = statuses.length;
      // Recovered: ten answers in a row that are not 503.
      await until(() => {
        const last = statuses.slice(afterRestore).slice(-10);
        return last.length === 10 && last.every((status) => status !== 503);
      }, 'a recuperação');
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    for (const body of bodies) {
      expect(body).toEqual({ body: errorBody(INDISPONIVEL), retryAfter: '5' });
    }
    // The same process serves, and what the plan held is intact.
    expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);
    const plan = await call(server, 'GET', `/api/v2/planoTratamento/${planoId}`, { token });
    expect(plan.status).toBe(200);
  });
});
