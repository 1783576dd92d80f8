import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../src/arquivos/local-storage';
import { backends } from './support/database';
import { redisAvailable, startRedis } from './support/redis';
import { call, errorBody, startTestServer, type TestServer } from './support/server';

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** A local store whose readiness check can be made to fail (a full or unmounted disk). */
class SwitchableStorage extends LocalFileStorage {
  down = false;
  override async ping(): Promise<void> {
    if (this.down) throw new Error('disco indisponível');
    await super.ping();
  }
}

describe.each(backends)('health checks on %s', (backend) => {
  let server: TestServer;
  let root: string;
  let storage: SwitchableStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'odonto-health-'));
    storage = new SwitchableStorage(root);
    server = await startTestServer({ backend, fileStorage: storage });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('should answer liveness without a token', async () => {
    const response = await call(server, 'GET', '/api/health/live');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: 'Servidor no ar.' });
  });

  it('should be ready when the database and the store answer (Redis not configured)', async () => {
    const response = await call(server, 'GET', '/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { banco: 'ok', redis: 'nao_configurado', armazenamento: 'ok' },
      message: 'Servidor pronto.',
    });
  });

  it('should answer 503 naming the store while it is unreachable, and 200 again after', async () => {
    storage.down = true;
    try {
      const response = await call(server, 'GET', '/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.body).toEqual(errorBody(INDISPONIVEL, ['Armazenamento de arquivos indisponível.']));
      // Liveness does not depend on it: the orchestrator must not restart the process.
      expect((await call(server, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      storage.down = false;
    }
    expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);
  });
});

// Where a redis-server is installed (this project's machines have one), like the other Redis tests.
describe.each(redisAvailable ? ['redis'] : [])('a %s outage', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let redisRunning = false;
  let server: TestServer;

  beforeAll(async () => {
    redis = await startRedis();
    redisRunning = true;
    server = await startTestServer({
      backend: 'pglite',
      env: { REDIS_URL: redis.url },
      rateLimits: { forgotPassword: 2 },
    });
  });
  afterAll(async () => {
    await server?.close();
    if (redisRunning) await redis.stop();
  });

  const forgot = () => call(server, 'POST', '/api/account/forgot-password', { body: { document: '98765' } });

  it('should report Redis in readiness while it answers', async () => {
    const response = await call(server, 'GET', '/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { redis: 'ok' } });
  });

  it('should keep answering sign-ins and count the rate limits in memory while Redis is down', async () => {
    await redis.stop();
    redisRunning = false;
    const ready = await call(server, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual(errorBody(INDISPONIVEL, ['Redis indisponível.']));

    const login = await call(server, 'POST', '/api/account/login', {
      body: { document: '12345', password: 'Odonto@2026', origin: 'Dentista' },
    });
    expect(login.status).toBe(200);
    // The limit of 2 per minute still holds, counted by this process.
    expect((await forgot()).status).toBe(404);
    expect((await forgot()).status).toBe(404);
    const limited = await forgot();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
  });
});
