import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import {
  call,
  DEMO_PASSWORD,
  errorBody,
  startTestServer,
  TEST_PRODUCTION_ENV,
  type TestServer,
} from './support/server';
import { claimsOf, currentStatus } from './support/sessions';

const COOKIE = 'odonto_refresh';
const COOKIE_AUDITOR = 'odonto_refresh_auditoria';
const SESSAO_EXPIRADA = 'Sua sessão expirou. Por favor, faça login novamente.';

interface SetCookie {
  value: string;
  /** Attribute names in lower case, values as sent ('' for flags such as HttpOnly). */
  attributes: Map<string, string>;
}

/** The Set-Cookie of the refresh cookie in a response, parsed; undefined when the response sets none. */
function refreshCookieOf(headers: Headers): SetCookie | undefined {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=`));
  if (line === undefined) return undefined;
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', ...value] = part.split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { value: decodeURIComponent(pair.slice(COOKIE.length + 1)), attributes };
}

function requireCookie(headers: Headers): SetCookie {
  const cookie = refreshCookieOf(headers);
  if (!cookie) throw new Error('a resposta não grava o cookie de renovação');
  return cookie;
}

const cookieHeader = (token: string) => ({ cookie: `${COOKIE}=${encodeURIComponent(token)}` });

type Data = { data: Record<string, unknown> };

/** Signs in as Dra. Ana in cookie mode; returns the answer and the cookie it set. */
async function signInWithCookie(server: TestServer, headers: Record<string, string> = {}) {
  const response = await call<Data>(server, 'POST', '/api/account/login', {
    body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista', refreshTokenIn: 'cookie' },
    headers,
  });
  expect(response.status).toBe(200);
  return { ...response, cookie: requireCookie(response.headers) };
}

const refreshWithCookie = (server: TestServer, token: string, headers: Record<string, string> = {}) =>
  call<Data>(server, 'POST', '/api/account/refresh', {
    body: {},
    headers: { ...cookieHeader(token), ...headers },
  });

describe.each(backends)('the refresh token in an HttpOnly cookie on %s (issue #33)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SESSION_MAX_HOURS: '12', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => server?.close());

  it('should answer a cookie-mode sign-in with the access token alone and the refresh token in an HttpOnly, SameSite=Strict cookie scoped to the refresh path for the session limit', async () => {
    const { body, cookie } = await signInWithCookie(server);
    expect(body.data).not.toHaveProperty('refreshToken');
    expect(body.data).toMatchObject({ cro: '12345', nome: 'Dra. Ana Souza' });
    expect(cookie.value.length).toBeGreaterThan(30);
    expect(cookie.attributes.get('path')).toBe('/api/account/refresh');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('max-age')).toBe(String(12 * 3600));
    // Plain http outside production: a Secure cookie would not come back from every browser (refresh-cookie.ts).
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('domain')).toBe(false);
  });

  it('should mark the cookie Secure when the request came over https through a trusted proxy', async () => {
    const { cookie } = await signInWithCookie(server, { 'x-forwarded-proto': 'https' });
    expect(cookie.attributes.has('secure')).toBe(true);
    const renewed = await refreshWithCookie(server, cookie.value, { 'x-forwarded-proto': 'https' });
    expect(requireCookie(renewed.headers).attributes.has('secure')).toBe(true);
  });

  it('should rotate the cookie on a refresh that carries only the cookie, answering the access token and the session deadline, no refresh token', async () => {
    const { cookie } = await signInWithCookie(server);
    const renewed = await refreshWithCookie(server, cookie.value);
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body.data).sort()).toEqual(['accessToken', 'sessaoExpiraEm']);
    const rotated = requireCookie(renewed.headers);
    expect(rotated.value).not.toBe(cookie.value);
    expect(rotated.attributes.get('path')).toBe('/api/account/refresh');
    expect(rotated.attributes.has('httponly')).toBe(true);
    expect(rotated.attributes.get('samesite')).toBe('Strict');
    expect(rotated.attributes.get('max-age')).toBe(String(12 * 3600));
    expect(await currentStatus(server, String(renewed.body.data.accessToken))).toBe(200);
    // The rotated cookie renews again.
    const again = await refreshWithCookie(server, rotated.value);
    expect(again.status).toBe(200);
    expect(requireCookie(again.headers).value).not.toBe(rotated.value);
  });

  it('should clear the cookie on logout, and refuse the cleared session’s cookie afterwards', async () => {
    const { body, cookie } = await signInWithCookie(server);
    const out = await call(server, 'POST', '/api/account/logout', { token: String(body.data.accessToken) });
    expect(out.status).toBe(200);
    const cleared = requireCookie(out.headers);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('path')).toBe('/api/account/refresh');
    const expires = cleared.attributes.get('expires');
    expect(cleared.attributes.get('max-age') === '0' || (expires && Date.parse(expires) <= Date.now())).toBe(
      true,
    );
    // A copy of the cookie kept elsewhere is refused, and the refusal clears it too.
    const refused = await refreshWithCookie(server, cookie.value);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(errorBody(SESSAO_EXPIRADA));
    expect(requireCookie(refused.headers).value).toBe('');
  });

  it('should keep the console’s cookie apart from the portal’s: an auditor signing in replaces no dentist token', async () => {
    const dentist = await signInWithCookie(server);
    const auditor = await call<Data>(server, 'POST', '/api/account/login', {
      body: { document: '99999', password: DEMO_PASSWORD, origin: 'Auditor', refreshTokenIn: 'cookie' },
    });
    expect(auditor.status).toBe(200);
    expect(refreshCookieOf(auditor.headers)).toBeUndefined();
    const auditorCookie = auditor.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${COOKIE_AUDITOR}=`));
    expect(auditorCookie).toMatch(/Path=\/api\/account\/refresh/);
    expect(auditorCookie).toMatch(/HttpOnly/);
    expect(auditorCookie).toMatch(/SameSite=Strict/);
    const auditorToken = decodeURIComponent(
      auditorCookie?.split(';')[0]?.slice(COOKIE_AUDITOR.length + 1) ?? '',
    );
    // The browser sends both cookies to the refresh path; each app's refresh picks its own.
    const both = { cookie: `${COOKIE}=${dentist.cookie.value}; ${COOKIE_AUDITOR}=${auditorToken}` };
    const portal = await call<Data>(server, 'POST', '/api/account/refresh', { body: {}, headers: both });
    expect(claimsOf(String(portal.body.data.accessToken)).role).toBe('Dentista');
    const consoleRefresh = await call<Data>(server, 'POST', '/api/account/refresh', {
      body: { origin: 'Auditor' },
      headers: both,
    });
    expect(claimsOf(String(consoleRefresh.body.data.accessToken)).role).toBe('Auditor');
    expect(consoleRefresh.headers.getSetCookie().some((line) => line.startsWith(`${COOKIE_AUDITOR}=`))).toBe(
      true,
    );
    expect(refreshCookieOf(consoleRefresh.headers)).toBeUndefined();
    // The auditor's logout clears the console's cookie only.
    const out = await call(server, 'POST', '/api/account/logout', {
      token: String(consoleRefresh.body.data.accessToken),
    });
    expect(out.headers.getSetCookie().some((line) => line.startsWith(`${COOKIE_AUDITOR}=;`))).toBe(true);
    expect(refreshCookieOf(out.headers)).toBeUndefined();
  });

  it('should refuse a refresh with neither a body token nor a cookie with 401', async () => {
    const response = await call(server, 'POST', '/api/account/refresh', { body: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
  });

  it('should keep the body path of the clients that already exist: token in the body, no cookie set', async () => {
    const signedIn = await call<Data>(server, 'POST', '/api/account/login', {
      body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista' },
    });
    expect(signedIn.status).toBe(200);
    expect(refreshCookieOf(signedIn.headers)).toBeUndefined();
    const refreshToken = String(signedIn.body.data.refreshToken);
    expect(refreshToken.length).toBeGreaterThan(30);
    const renewed = await call<Data>(server, 'POST', '/api/account/refresh', { body: { refreshToken } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.refreshToken).toEqual(expect.any(String));
    expect(renewed.body.data.refreshToken).not.toBe(refreshToken);
    expect(refreshCookieOf(renewed.headers)).toBeUndefined();
  });

  it('should let a body token win over a cookie, answering in the body and leaving the cookie alone', async () => {
    const { cookie } = await signInWithCookie(server);
    const signedIn = await call<Data>(server, 'POST', '/api/account/login', {
      body: { document: '54321', password: DEMO_PASSWORD, origin: 'Dentista' },
    });
    const refreshToken = String(signedIn.body.data.refreshToken);
    const both = await call<Data>(server, 'POST', '/api/account/refresh', {
      body: { refreshToken },
      headers: cookieHeader(cookie.value),
    });
    expect(both.status).toBe(200);
    expect(both.body.data.refreshToken).toEqual(expect.any(String));
    expect(refreshCookieOf(both.headers)).toBeUndefined();
    // The cookie was not used: it renews (first use, not a reuse).
    expect((await refreshWithCookie(server, cookie.value)).status).toBe(200);
  });

  it('should refuse a refresh sent as a form or as text, as a cross-site page could, without rotating the cookie', async () => {
    const { cookie } = await signInWithCookie(server);
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await call(server, 'POST', '/api/account/refresh', {
        body: contentType.startsWith('multipart') ? '--x--\r\n' : 'a=b',
        headers: { ...cookieHeader(cookie.value), 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect(refreshCookieOf(response.headers)).toBeUndefined();
    }
    // Still unused: its first use renews instead of being taken for a stolen token.
    expect((await refreshWithCookie(server, cookie.value)).status).toBe(200);
  });
});

describe.each(backends)('the refresh cookie in production on %s (issue #33)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { ...TEST_PRODUCTION_ENV } });
  });
  afterAll(async () => server?.close());

  it('should mark the cookie Secure in production even over plain http behind an untrusted hop', async () => {
    const { cookie } = await signInWithCookie(server);
    expect(cookie.attributes.has('secure')).toBe(true);
    const renewed = await refreshWithCookie(server, cookie.value);
    expect(renewed.status).toBe(200);
    expect(requireCookie(renewed.headers).attributes.has('secure')).toBe(true);
  });
});
