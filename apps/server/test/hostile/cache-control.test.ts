import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/database';
import { callOperation } from '../support/operations';
import { call, login, startTestServer, type TestServer } from '../support/server';

describe.each(backends)('Cache-Control of API responses on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      portalFiles: { 'index.html': '<!doctype html><title>Portal</title>' },
    });
    token = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const requests: [string, () => Promise<{ status: number; headers: Headers }>][] = [
    ['a signed-in read of personal data', () => callOperation(server, 'getCurrentUser', { token })],
    ['the data export', () => callOperation(server, 'exportMyData', { token })],
    ['the plan list', () => callOperation(server, 'listPlanosByDentista', { token, path: { cro: '12345' } })],
    [
      'a beneficiary lookup',
      () => callOperation(server, 'searchBeneficiario', { token, query: { carteirinhaOuCpf: '0' } }),
    ],
    [
      'a successful sign-in (tokens)',
      () =>
        callOperation(server, 'login', {
          body: { document: '12345', password: 'Odonto@2026', origin: 'Dentista' },
        }),
    ],
    [
      'a refused sign-in',
      () =>
        callOperation(server, 'login', {
          body: { document: '12345', password: 'errada', origin: 'Dentista' },
        }),
    ],
    ['a request without a token (401)', () => callOperation(server, 'getDashboard', {})],
    [
      'a request refused by validation (400)',
      () => call(server, 'GET', '/api/v2/planoTratamento/abc', { token }),
    ],
    ['an unknown API path (404)', () => call(server, 'GET', '/api/nao-existe', { token })],
  ];

  it.each(requests)('should answer %s with Cache-Control: no-store', async (_label, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('should leave the caching of portal pages to the portal', async () => {
    const response = await fetch(`${server.baseUrl}/planos`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });
});
