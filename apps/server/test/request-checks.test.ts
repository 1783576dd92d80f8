import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/plataforma/errors';
import { operationResolver } from '../src/plataforma/http/operations';
import { backends } from './support/database';
import { call, DEMO_PASSWORD, errorBody, login, startTestServer, type TestServer } from './support/server';

const DADOS_INVALIDOS = 'Dados inválidos. Verifique os campos informados.';

describe.each(backends)('requests that break the descriptions on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      rateLimits: { login: 5, firstAccess: 2, forgotPassword: 2, resetPassword: 2 },
    });
    token = (await login(server, '54321')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const dentist = (cro: string) =>
    server.db.selectFrom('dentista').selectAll().where('cro', '=', cro).executeTakeFirstOrThrow();

  it('should refuse unknown fields instead of stripping them, changing nothing', async () => {
    const before = await dentist('54321');
    const response = await call(server, 'PUT', '/api/account/notification-preferences', {
      token,
      body: { sms: true, email: true, push: true, admin: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorBody(
        DADOS_INVALIDOS,
        ['O campo admin não é permitido.'],
        [{ name: 'admin', reason: 'O campo admin não é permitido.' }],
      ),
    );
    expect(await dentist('54321')).toEqual(before);
  });

  it('should refuse wrong types and missing fields with one pt-BR message each', async () => {
    const before = await dentist('54321');
    const response = await call(server, 'PUT', '/api/account/notification-preferences', {
      token,
      body: { sms: 'sim', email: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorBody(
        DADOS_INVALIDOS,
        ['O campo push é obrigatório.', 'O campo sms deve ser verdadeiro ou falso.'],
        [
          { name: 'push', reason: 'O campo push é obrigatório.' },
          { name: 'sms', reason: 'O campo sms deve ser verdadeiro ou falso.' },
        ],
      ),
    );
    expect(await dentist('54321')).toEqual(before);
  });

  it('should refuse a login whose origin is not Dentista', async () => {
    const response = await call(server, 'POST', '/api/account/login', {
      body: { document: '54321', password: DEMO_PASSWORD, origin: 'Administrador' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorBody(
        DADOS_INVALIDOS,
        ['O campo origin tem um valor não permitido.'],
        [{ name: 'origin', reason: 'O campo origin tem um valor não permitido.' }],
      ),
    );
  });

  it('should answer 415 for a media type the operation does not list, before any handler runs', async () => {
    const before = await dentist('54321');
    const response = await call(server, 'PUT', '/api/account/consent', {
      token,
      body: 'consentimento=true',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual(errorBody('Formato de requisição não suportado. Envie application/json.'));
    const xml = await call(server, 'PUT', '/api/account/consent', {
      token,
      body: '<consentimento>true</consentimento>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(await dentist('54321')).toEqual(before);
  });

  it('should answer 400 for a body that is not JSON', async () => {
    const response = await call(server, 'POST', '/api/account/login', {
      body: '{"document": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody('O corpo da requisição não é um JSON válido.'));
  });

  it('should answer 413 for a body over the limit', async () => {
    const response = await call(server, 'POST', '/api/account/refresh', {
      body: { refreshToken: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(errorBody('O corpo da requisição excede o tamanho máximo permitido.'));
  });

  it('should rate-limit login with a pt-BR 429 and a Retry-After', async () => {
    const attempt = () =>
      call(server, 'POST', '/api/account/login', {
        body: { document: '54321', password: 'errada123', origin: 'Dentista' },
      });
    // Earlier tests of this file spent part of the 5 logins per minute; spend the rest.
    const statuses: number[] = [];
    let last = await attempt();
    statuses.push(last.status);
    while (last.status !== 429 && statuses.length < 10) {
      last = await attempt();
      statuses.push(last.status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    expect(last.body).toEqual(errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['/api/account/register-first-access', { document: '98765' }],
    ['/api/account/forgot-password', { document: '98765' }],
    [
      '/api/account/reset-password?token=abc',
      { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    ],
  ])('should rate-limit %s', async (url, body) => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await call(server, 'POST', url, { body })).status);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it.each([
    ['with TRUST_PROXY, per client behind the proxy', { TRUST_PROXY: '127.0.0.1' }, [401, 401, 429, 401]],
    ['with TRUST_PROXY as a hop count', { TRUST_PROXY: '1' }, [401, 401, 429, 401]],
    ['without TRUST_PROXY, ignoring X-Forwarded-For', {}, [401, 401, 429, 429]],
  ])('should count login attempts %s', async (_name, env, expected) => {
    const proxied = await startTestServer({ backend, env, rateLimits: { login: 2 } });
    try {
      const attempt = (client: string) =>
        call(proxied, 'POST', '/api/account/login', {
          body: { document: '54321', password: 'errada123', origin: 'Dentista' },
          headers: { 'x-forwarded-for': client },
        });
      const statuses = [];
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
        statuses.push((await attempt(client)).status);
      }
      expect(statuses).toEqual(expected);
    } finally {
      await proxied.close();
    }
  });

  it('should answer 501 in pt-BR for an operation of the descriptions without a handler', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.route({ ...operationResolver({}, 'sessão')('semHandler'), method: 'GET', url: '/sem-handler' });
    const response = await app.inject({ method: 'GET', url: '/sem-handler' });
    await app.close();
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual(errorBody('Esta operação ainda não está disponível neste servidor.'));
  });
});
