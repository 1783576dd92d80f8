import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/autenticacao/password';
import { seedReferenceDataIfEmpty } from '../src/demonstracao/demo';
import { type DatabaseHandle, openDatabase } from '../src/plataforma/banco/database';
import { callOperation } from './support/operations';
import { pngBytes, postItem, uploadMultipart } from './support/planos';
import { type S3Store, startS3Store } from './support/s3-store';
import { errorBody, TEST_PRODUCTION_ENV } from './support/server';
import { type ServerProcess, startServerProcess, waitUntilServing } from './support/server-process';

/**
 * Two server processes as a deployment runs them behind a load balancer (README: Deployment): one
 * PostgreSQL, one Redis, one S3-compatible store, the same JWT_SECRET, NODE_ENV=production. A client
 * alternates between them. Needs PostgreSQL (TEST_DATABASE_URL: PGlite serves one process) and the Redis
 * of this project's machines (127.0.0.1:6379).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const REDIS = { host: '127.0.0.1', port: 6379 };

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(REDIS, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const redisUp = await redisAnswers();
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL não definido (dois processos precisam de PostgreSQL)'
  : !redisUp
    ? `nenhum Redis em ${REDIS.host}:${REDIS.port}`
    : '';
if (reason) console.warn(`nodes.test.ts não roda: ${reason}.`);

const CRO = '70001';
const PASSWORD = 'Consultorio#Nodos2026';
const CARTEIRA = '09000077000001001';
/** Each node reads the sessions ended elsewhere this often (SESSION_REVOCATION_POLL_SECONDS). */
const REVOCATION_POLL_SECONDS = 0.2;

/** A database of its own on TEST_DATABASE_URL's server (the processes use its public schema). */
async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `odonto_nodos_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The production data a deployment has: the catalogues, one dentist with a password, one beneficiary. */
async function prepareDeployment(database: DatabaseHandle): Promise<void> {
  await seedReferenceDataIfEmpty(database.db);
  await database.db
    .insertInto('dentista')
    .values({
      cro: CRO,
      uf: 'SP',
      nome: 'Dra. Nádia Nodos',
      email: 'nadia.nodos@clinica.test',
      telefone: '(11) 91234-5678',
      clinicaNome: 'Clínica Dois Nós',
      clinicaCnpj: '11222333000181',
      clinicaEndereco: 'Rua do Balanceador, 2 – São Paulo/SP',
      clinicaTelefone: '(11) 3222-1111',
      senhaHash: await hashPassword(PASSWORD),
    })
    .execute();
  await database.db
    .insertInto('beneficiario')
    .values({
      numeroCarteira: CARTEIRA,
      cpf: '39053344705',
      tipo: 'T',
      titularId: null,
      nome: 'Paulo Dois Nós',
      nomeSocial: null,
      nomeProduto: 'Odonto Essencial',
      dataVigenciaPlano: '2030-12-31',
      validadeCarteira: '2030-12-31',
      dataInclusao: '2020-01-01',
      uf: 'SP',
      empresa: null,
      nomeFantasiaOperadora: 'Odonto Cooperativa',
    })
    .execute();
}

// Two processes start (tsx, migrations check, scrypt sign-ins): slow on 2 shared cores, hence the timeouts.
describe.runIf(reason === '')('two server processes behind one load balancer', { timeout: 60_000 }, () => {
  let workDir: string;
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let store: S3Store;
  let redis: Redis;
  const keyPrefix = `odonto-nodos-${randomBytes(5).toString('hex')}:`;
  let nodes: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-nodos-'));
    database = await createDatabase(databaseUrl ?? '');
    handle = await openDatabase({ databaseUrl: database.url, dataDir: workDir });
    await prepareDeployment(handle);
    store = await startS3Store();
    redis = new Redis({ ...REDIS, lazyConnect: true });
    const env = {
      ...TEST_PRODUCTION_ENV,
      DATABASE_URL: database.url,
      // ioredis takes its options from the URL's query: every key of this run under its own prefix.
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}/?keyPrefix=${keyPrefix}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SESSION_REVOCATION_POLL_SECONDS: String(REVOCATION_POLL_SECONDS),
      ...store.env,
    };
    nodes = await Promise.all(
      ['a', 'b'].map((name) => startServerProcess({ ...env, DATA_DIR: path.join(workDir, name) })),
    );
    [a, b] = nodes as [ServerProcess, ServerProcess];
    await Promise.all(nodes.map((node) => waitUntilServing(node, '/api/', 1500)));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await store?.close();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await handle?.close();
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  const login = async (node: ServerProcess) => {
    const response = await callOperation(node, 'login', {
      body: { document: CRO, password: PASSWORD, origin: 'Dentista' },
    });
    return response.bodyAt(200).data;
  };
  const currentStatus = async (node: ServerProcess, token: string) =>
    (await callOperation(node, 'getCurrentUser', { token })).status;

  it('should keep one session across both: sign in on one, refresh on the other, each token good on both', async () => {
    const first = await login(a);
    expect(await currentStatus(b, first.accessToken)).toBe(200);
    const refreshed = await callOperation(b, 'refreshToken', { body: { refreshToken: first.refreshToken } });
    const pair = refreshed.bodyAt(200).data;
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(await currentStatus(a, pair.accessToken)).toBe(200);
    // The next rotation, back on the first node, takes the refresh token the second one issued.
    const again = await callOperation(a, 'refreshToken', { body: { refreshToken: pair.refreshToken } });
    expect(await currentStatus(b, again.bodyAt(200).data.accessToken)).toBe(200);
  });

  it('should keep a plan, its items and its files in the shared stores: written on one node, read on the other', async () => {
    const { accessToken: token } = await login(b);
    const created = await callOperation(a, 'createPlanoTratamento', {
      token,
      body: { matriculaBeneficiario: CARTEIRA },
    });
    const planoId = created.bodyAt(201).data.id;
    const item = await postItem({ baseUrl: b.baseUrl, db: handle.db }, token, planoId);
    const { idProcedimentoItem } = item.bodyAt(201).data;
    const items = await callOperation(a, 'listPlanoTratamentoItens', { token, path: { id: planoId } });
    expect(items.bodyAt(200).data.map((row) => row.idProcedimentoItem)).toEqual([idProcedimentoItem]);

    const bytes = pngBytes(3, 2);
    const uploaded = await uploadMultipart(a, token, planoId, { name: 'periapical 16.png', bytes });
    const { idImagem } = uploaded.bodyAt(201).data;
    // The bytes went to the S3-compatible store, not to either node's DATA_DIR.
    const keys = await store.keys();
    expect(keys).toHaveLength(1);
    expect(await store.object(keys[0] ?? '')).toEqual(bytes);
    for (const name of ['a', 'b']) expect(existsSync(path.join(workDir, name, 'arquivos'))).toBe(false);

    // The link signed by one node (key derived from the shared JWT_SECRET) is served by the other.
    const plan = (await callOperation(b, 'getPlanoTratamento', { token, path: { id: planoId } })).bodyAt(
      200,
    ).data;
    const link = plan?.imagens.find((imagem) => imagem.idImagem === idImagem)?.absolutePath ?? '';
    expect(link).toMatch(/^\/api\/v2\/planoTratamento\/imagens\/\d+\/arquivo\?/);
    for (const node of [a, b]) {
      const file = await fetch(`${node.baseUrl}${link}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
  });

  it('should end a session on both when it logs out on one: its access token, refresh token and file links', async () => {
    const session = await login(a);
    const { accessToken: token } = session;
    const planoId = (
      await callOperation(a, 'createPlanoTratamento', { token, body: { matriculaBeneficiario: CARTEIRA } })
    ).bodyAt(201).data.id;
    await uploadMultipart(b, token, planoId, { name: 'raio-x.png', bytes: pngBytes(2, 2) });
    const plan = (await callOperation(a, 'getPlanoTratamento', { token, path: { id: planoId } })).bodyAt(
      200,
    ).data;
    const link = plan?.imagens[0]?.absolutePath ?? '';
    expect((await fetch(`${b.baseUrl}${link}`)).status).toBe(200);
    expect(await currentStatus(b, token)).toBe(200);

    const logout = await fetch(`${a.baseUrl}/api/account/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // The other node learns of it on its next read of the ended sessions (every 0.2 s here).
    const deadline = Date.now() + 20 * REVOCATION_POLL_SECONDS * 1000;
    while ((await currentStatus(b, token)) === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await currentStatus(b, token)).toBe(401);
    expect((await fetch(`${b.baseUrl}${link}`)).status).toBe(403);
    const refreshed = await callOperation(b, 'refreshToken', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  it('should count one client’s attempts across both nodes in the shared Redis', async () => {
    const attempt = (node: ServerProcess) =>
      fetch(`${node.baseUrl}/api/account/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ document: '98765' }),
      });
    // Five a minute per address (the default): three on one node and two on the other use them up.
    for (const node of [a, b, a, b, a]) expect((await attempt(node)).status).toBe(404);
    const limited = await attempt(b);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(
      errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    );
    expect(await redis.keys(`${keyPrefix}*`)).not.toEqual([]);
  });
});
