import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, startRedis } from './support/redis';
import { call, errorBody, startTestServer, type TestServer } from './support/server';

// Runs where a redis-server is installed (this project's machines have one), like the PostgreSQL runs.
describe.each(redisAvailable ? ['redis'] : [])('rate limits shared through %s', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    redis = await startRedis();
    const options = {
      backend: 'pglite' as const,
      env: { REDIS_URL: redis.url },
      rateLimits: { forgotPassword: 3 },
    };
    [first, second] = await Promise.all([startTestServer(options), startTestServer(options)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it('should count the attempts of one client across two instances', async () => {
    const attempt = (server: TestServer) =>
      call(server, 'POST', '/api/account/forgot-password', { body: { document: '98765' } });
    expect((await attempt(first)).status).toBe(404);
    expect((await attempt(second)).status).toBe(404);
    expect((await attempt(first)).status).toBe(404);
    const limited = await attempt(second);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
  });
});
