import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from './support/operations';
import { addItem, createPlan } from './support/planos';
import { redisAvailable, startRedis } from './support/redis';
import { AUDITOR_CRO, login, startTestServer, type TestServer } from './support/server';
import { readEvents } from './support/sse';

// Runs where a redis-server is installed (this project's machines have one), like the rate-limit test.
describe.each(redisAvailable ? ['redis'] : [])('live notifications across servers through %s', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let server: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    redis = await startRedis();
    server = await startTestServer({ backend: 'pglite', env: { REDIS_URL: redis.url } });
    // Another server on the same database and Redis, as behind a load balancer.
    other = await server.sibling();
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it("should push a decision taken on one server to the dentist's stream open on another", async () => {
    const ana = (await login(server, '12345')).accessToken;
    const paulo = (await login(other, AUDITOR_CRO)).accessToken;
    const planoId = await createPlan(server, ana);
    const itemId = await addItem(server, ana, planoId);
    const events = readEvents(`${server.baseUrl}/api/v2/notificacoes/eventos`, ana);
    try {
      expect((await events.next()).event).toBe('naoLidas');
      const decided = await callOperation(other, 'decideAuditoriaItem', {
        token: paulo,
        path: { id: itemId },
        body: { decisao: 'autorizar' },
      });
      decided.bodyAt(200);
      const pushed = await events.next();
      expect(pushed.event).toBe('notificacao');
      expect(JSON.parse(pushed.data)).toMatchObject({
        notificacao: {
          idPlanoTratamento: planoId,
          idProcedimentoItem: itemId,
          titulo: 'Procedimento autorizado',
        },
      });
    } finally {
      events.close();
    }
  });
  it("should keep another deployment's decisions, on the same Redis under another keyPrefix, off the stream", async () => {
    // Same database, so the same dentist: only the channel keeps the two deployments apart.
    const outra = await server.sibling({ REDIS_URL: `${redis.url}/?keyPrefix=outra-operadora:` });
    const ana = (await login(server, '12345')).accessToken;
    const paulo = (await login(other, AUDITOR_CRO)).accessToken;
    const pauloNaOutra = (await login(outra, AUDITOR_CRO)).accessToken;
    const planoId = await createPlan(server, ana);
    const foraDaqui = await addItem(server, ana, planoId);
    const daqui = await addItem(server, ana, planoId, { idDente: 26 });
    const events = readEvents(`${server.baseUrl}/api/v2/notificacoes/eventos`, ana);
    try {
      expect((await events.next()).event).toBe('naoLidas');
      for (const [alvo, token, itemId] of [
        [outra, pauloNaOutra, foraDaqui],
        [other, paulo, daqui],
      ] as const) {
        const decided = await callOperation(alvo, 'decideAuditoriaItem', {
          token,
          path: { id: itemId },
          body: { decisao: 'autorizar' },
        });
        decided.bodyAt(200);
      }
      // Without the prefix in the channel name, the first decision would arrive first.
      const pushed = await events.next();
      expect(JSON.parse(pushed.data)).toMatchObject({ notificacao: { idProcedimentoItem: daqui } });
    } finally {
      events.close();
    }
  });
});
