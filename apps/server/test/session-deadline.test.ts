import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, DEMO_PASSWORD, login, startTestServer, type TestServer } from './support/server';
import { claimsOf, refresh } from './support/sessions';

const IDLE_MS = 30 * 60_000;
const MAX_AGE_MS = 12 * 3_600_000;

/** How far `iso` is from `expectedMs`, in milliseconds: the answers are computed a few ms after the test's clock. */
const distance = (iso: string, expectedMs: number) => Math.abs(Date.parse(iso) - expectedMs);

// The apps warn the dentist two minutes before the session ends (issue #34): the sign-in and every renewal
// tell them when that is, the same instant as the access token's own limit when the session ends first.
describe.each(backends)('when the session ends, told to the client (sessaoExpiraEm) on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => server?.close());

  it('should answer a sign-in with the idle limit from now', async () => {
    const before = Date.now();
    const session = await login(server, '12345');
    expect(distance(session.sessaoExpiraEm, before + IDLE_MS)).toBeLessThan(5_000);
  });

  it('should move the deadline on with each refresh, in body mode and in cookie mode', async () => {
    const session = await login(server, '12345');
    // A later refresh: the idle limit counts from it.
    await server.db
      .updateTable('sessao')
      .set({ ultimaAtividadeEm: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', String(claimsOf(session.accessToken).sid))
      .execute();
    const renewed = (await refresh(server, session.refreshToken)).bodyAt(200).data;
    expect(distance(renewed.sessaoExpiraEm, Date.now() + IDLE_MS)).toBeLessThan(5_000);

    const signedIn = await call<{ data: { sessaoExpiraEm: string } }>(server, 'POST', '/api/account/login', {
      body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista', refreshTokenIn: 'cookie' },
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('odonto_refresh='))
      ?.split(';')[0];
    if (cookie === undefined) throw new Error('o login não gravou o cookie de renovação');
    const byCookie = await call<{ data: { sessaoExpiraEm: string; refreshToken?: string } }>(
      server,
      'POST',
      '/api/account/refresh',
      { body: {}, headers: { cookie } },
    );
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.refreshToken).toBeUndefined();
    expect(distance(byCookie.body.data.sessaoExpiraEm, Date.now() + IDLE_MS)).toBeLessThan(5_000);
  });

  it('should answer the absolute limit when it comes before the idle one, the access token ending with it', async () => {
    const session = await login(server, '12345');
    const createdAt = Date.now() - MAX_AGE_MS + 5 * 60_000;
    await server.db
      .updateTable('sessao')
      .set({ criadaEm: new Date(createdAt) })
      .where('id', '=', String(claimsOf(session.accessToken).sid))
      .execute();
    const response = await callOperation(server, 'refreshToken', {
      body: { refreshToken: session.refreshToken },
    });
    const renewed = response.bodyAt(200).data;
    expect(distance(renewed.sessaoExpiraEm, createdAt + MAX_AGE_MS)).toBeLessThan(1_000);
    expect(Number(claimsOf(renewed.accessToken).exp)).toBe(
      Math.floor(Date.parse(renewed.sessaoExpiraEm) / 1000),
    );
  });
});
