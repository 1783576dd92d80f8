import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  readAccessToken,
  readSession,
  readSessionDeadline,
  saveLogin,
} from '../session/storage';
import { fakeJwt } from '../test-support/jwt';
import { createApiClients } from './clients';
import { REFRESH_LOCK_NAME } from './session-auth';
import { timeoutError } from './timeout';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const oldToken = fakeJwt({ sub: '1', role: 'Dentista', v: 1 });
const newToken = fakeJwt({ sub: '1', role: 'Dentista', v: 2 });

/** A signed-in tab: display data in storage, the access token in memory (the refresh token is the cookie's). */
function signedIn(storage = createMemoryStorage()) {
  saveLogin(storage, { accessToken: oldToken, cro: '12345', nome: 'Dra. Ana Souza' });
  return storage;
}

/** Another tab of the same origin: the same localStorage, a memory of its own (its own access token). */
function tabOf(shared: Storage): Storage {
  return {
    get length() {
      return shared.length;
    },
    clear: () => shared.clear(),
    getItem: (key) => shared.getItem(key),
    key: (index) => shared.key(index),
    removeItem: (key) => shared.removeItem(key),
    setItem: (key, value) => shared.setItem(key, value),
  };
}

// Node's Request needs absolute URLs; browsers resolve the default '/api' against the page.
const origin = { authBaseUrl: 'http://portal.test/api', dentistBaseUrl: 'http://portal.test/api' };

const planos = {
  success: true,
  data: [],
  paginacao: { pagina: 1, tamanhoPagina: 0, total: 0, totalPaginas: 0 },
};

/**
 * A server whose dentist calls accept only `validToken`; the refresh answers `refreshAnswer` for the refresh
 * cookie the browser holds (`cookies`: what each refresh was sent), which a successful answer rotates.
 */
function fakeServer(refreshAnswer: (cookie: string) => Response | Promise<Response>) {
  let validToken = oldToken;
  let cookie = 'refresh-1';
  const seen: Request[] = [];
  const refreshBodies: unknown[] = [];
  const cookies: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.endsWith('/account/refresh')) {
      refreshBodies.push(await request.json());
      const sent = cookie;
      cookies.push(sent);
      const answer = await refreshAnswer(sent);
      if (answer.ok) {
        validToken = newToken;
        cookie = `refresh-${Number(sent.split('-')[1]) + 1}`;
      }
      return answer;
    }
    if (url.pathname.endsWith('/account/login'))
      return json(401, { success: false, errors: ['CRO ou senha inválidos.'] });
    // Let concurrent calls overlap before answering.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (request.headers.get('Authorization') !== `Bearer ${validToken}`) {
      return json(401, {
        success: false,
        data: null,
        message: 'Sessão expirada.',
        errors: ['Sessão expirada.'],
      });
    }
    if (request.method === 'POST') return json(201, { success: true, data: { echo: await request.json() } });
    return json(200, planos);
  });
  return {
    fetch,
    seen,
    refreshBodies,
    cookies,
    expire: () => {
      validToken = 'nenhum';
    },
  };
}

/** A server that never answers: the request ends only when its signal aborts it. */
const untilAborted = (request: Request) =>
  new Promise<Response>((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

/** Cookie mode: the body carries the access token alone; the rotated refresh token goes in the cookie. */
const refreshOk = () => json(200, { success: true, data: { accessToken: newToken } });

/**
 * The server's rotation, answering after 20 ms so that both tabs' 401s arrive while the first refresh is in
 * flight: each cookie is good once; its reuse is refused.
 */
function rotatingRefresh() {
  const used = new Set<string>();
  return async (cookie: string) => {
    const reuse = used.has(cookie);
    used.add(cookie);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return reuse ? json(401, { success: false, data: null, message: 'x', errors: ['x'] }) : refreshOk();
  };
}

/** Web Locks of one origin: callbacks of a name run one after another; records what was requested. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
/** Two concurrent calls whose access token the server no longer takes; the refresh answers `refreshAnswer`. */
async function twoCallsOnExpiredToken(refreshAnswer: () => Response) {
  const server = fakeServer(refreshAnswer);
  const storage = signedIn();
  server.expire();
  const onSessionExpired = vi.fn();
  const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage, onSessionExpired });
  const results = await Promise.all([dentistApi.GET('/v2/dashboard'), dentistApi.GET('/v2/dentImagemTipo')]);
  return { server, storage, onSessionExpired, results };
}

const refreshCalls = (seen: Request[]) =>
  seen.filter((request) => request.url.endsWith('/account/refresh')).length;

describe('clients', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should send the bearer token on protected calls and not on login', async () => {
    const server = fakeServer(refreshOk);
    const { authApi, dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage: signedIn() });
    await dentistApi.GET('/v2/planoTratamento/dentista/{cro}', { params: { path: { cro: '12345' } } });
    await authApi.POST('/account/login', { body: { document: '12345', password: 'x', origin: 'Dentista' } });
    const [planRequest, loginRequest] = server.seen;
    expect(planRequest?.url).toBe('http://portal.test/api/v2/planoTratamento/dentista/12345');
    expect(planRequest?.headers.get('Authorization')).toBe(`Bearer ${oldToken}`);
    expect(loginRequest?.headers.get('Authorization')).toBeNull();
  });

  it('should use the configured base URLs', async () => {
    const server = fakeServer(refreshOk);
    const { authApi, dentistApi } = createApiClients({
      fetch: server.fetch,
      storage: signedIn(),
      authBaseUrl: 'https://auth.example.com/api',
      dentistBaseUrl: 'https://dentista.example.com/api',
    });
    await dentistApi.GET('/v2/dentImagemTipo');
    await authApi.GET('/account/current');
    expect(server.seen.map((request) => request.url)).toEqual([
      'https://dentista.example.com/api/v2/dentImagemTipo',
      'https://auth.example.com/api/account/current',
    ]);
  });

  it('should not refresh on a failed login', async () => {
    const server = fakeServer(refreshOk);
    const storage = signedIn();
    const { authApi } = createApiClients({ ...origin, fetch: server.fetch, storage });
    const { error, response } = await authApi.POST('/account/login', {
      body: { document: '12345', password: 'errada', origin: 'Dentista' },
    });
    expect(response.status).toBe(401);
    expect(error?.errors).toEqual(['CRO ou senha inválidos.']);
    expect(refreshCalls(server.seen)).toBe(0);
    expect(readAccessToken(storage)).toBe(oldToken);
  });

  it('should refresh once for several concurrent 401s on both APIs and retry each once', async () => {
    const server = fakeServer(refreshOk);
    const storage = signedIn();
    server.expire();
    const { authApi, dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage });
    const results = await Promise.all([
      dentistApi.GET('/v2/planoTratamento/dentista/{cro}', { params: { path: { cro: '12345' } } }),
      dentistApi.GET('/v2/planoTratamento/dentista/{cro}', { params: { path: { cro: '12345' } } }),
      dentistApi.POST('/v2/fechamento', { body: { idsProcedimentoItem: [3301] } }),
      dentistApi.GET('/v2/dashboard'),
      authApi.GET('/account/current'),
    ]);
    expect(results.map(({ response }) => response.status)).toEqual([200, 200, 201, 200, 200]);
    expect(refreshCalls(server.seen)).toBe(1);
    // The refresh token travels in the cookie alone: the body names none, the answer brings none.
    expect(server.refreshBodies).toEqual([{}]);
    const [refreshRequest] = server.seen.filter((request) => request.url.endsWith('/account/refresh'));
    expect(refreshRequest?.credentials).toBe('same-origin');
    expect(refreshRequest?.headers.get('Content-Type')).toBe('application/json');
    expect(results[2]?.data).toEqual({ success: true, data: { echo: { idsProcedimentoItem: [3301] } } });
    expect(readAccessToken(storage)).toBe(newToken);
    expect(readSession(storage)).toEqual({
      userName: 'Dra. Ana Souza',
      userCro: '12345',
      userRole: 'Dentista',
    });
    // 5 first tries, 1 refresh, 5 retries: nothing retried twice.
    expect(server.seen).toHaveLength(11);
  });

  it('should forget the token, clear the stored session and report the expiry when the server refuses the refresh (401)', async () => {
    const { server, storage, onSessionExpired, results } = await twoCallsOnExpiredToken(() =>
      json(401, { success: false, errors: ['Sua sessão expirou.'] }),
    );
    expect(results.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(refreshCalls(server.seen)).toBe(1);
    expect(readAccessToken(storage)).toBeNull();
    // Nothing left to restore on the next page load.
    expect(readSession(storage)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('should restore a session with no token in memory (a page load) by the cookie on its first 401', async () => {
    const server = fakeServer(refreshOk);
    server.expire();
    const storage = createMemoryStorage({
      userName: 'Dra. Ana Souza',
      userCro: '12345',
      userRole: 'Dentista',
    });
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage });
    expect((await dentistApi.GET('/v2/dashboard')).response.status).toBe(200);
    expect(server.cookies).toEqual(['refresh-1']);
    expect(readAccessToken(storage)).toBe(newToken);
  });

  it('should keep the deadline a refresh answers and report the renewal, so every tab moves its warning', async () => {
    const server = fakeServer(() =>
      json(200, {
        success: true,
        data: { accessToken: newToken, sessaoExpiraEm: '2026-04-01T12:30:00.000Z' },
      }),
    );
    server.expire();
    const storage = signedIn();
    const onRenewed = vi.fn();
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage, onRenewed });
    expect(readSessionDeadline(storage)).toBeNull();
    expect((await dentistApi.GET('/v2/dashboard')).response.status).toBe(200);
    expect(readSessionDeadline(storage)).toBe(Date.parse('2026-04-01T12:30:00.000Z'));
    expect(onRenewed).toHaveBeenCalledTimes(1);
  });

  it('should not try the cookie when nobody signed in here', async () => {
    const server = fakeServer(refreshOk);
    const storage = createMemoryStorage();
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage });
    expect((await dentistApi.GET('/v2/dashboard')).response.status).toBe(401);
    expect(refreshCalls(server.seen)).toBe(0);
  });

  it('should renew with the console’s cookie when the clients are the console’s', async () => {
    const server = fakeServer(refreshOk);
    server.expire();
    const { dentistApi } = createApiClients({
      ...origin,
      fetch: server.fetch,
      storage: signedIn(),
      origin: 'Auditor',
    });
    await dentistApi.GET('/v2/dashboard');
    expect(server.refreshBodies).toEqual([{ origin: 'Auditor' }]);
  });

  it('should keep no token in storage, and remove the ones an older version stored, at sign-in', () => {
    const storage = createMemoryStorage({ authToken: 'antigo', refreshToken: 'antigo-r' });
    signedIn(storage);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    for (let index = 0; index < storage.length; index += 1) {
      expect(storage.getItem(storage.key(index) ?? '')).not.toBe(oldToken);
    }
  });

  it.each<[string, () => Response]>([
    [
      'answers 500',
      () => json(500, { success: false, data: null, message: 'Erro interno.', errors: ['Erro interno.'] }),
    ],
    [
      'answers 429',
      () =>
        json(429, {
          success: false,
          data: null,
          message: 'Muitas tentativas.',
          errors: ['Muitas tentativas.'],
        }),
    ],
    ['answers 503 without a body', () => new Response(null, { status: 503 })],
  ])(
    'should keep the session and fail the call with the refresh’s answer when the refresh %s',
    async (_, answer) => {
      const { server, storage, onSessionExpired, results } = await twoCallsOnExpiredToken(answer);
      const expected = answer().status;
      expect(results.map(({ response }) => response.status)).toEqual([expected, expected]);
      expect(refreshCalls(server.seen)).toBe(1);
      expect(readAccessToken(storage)).toBe(oldToken);
      expect(readSession(storage)).not.toBeNull();
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it.each<[string, Error]>([
    ['cannot be reached', new TypeError('Failed to fetch')],
    ['times out', timeoutError(15_000)],
  ])('should keep the session and fail the call when the refresh %s', async (_, failure) => {
    const server = fakeServer(() => {
      throw failure;
    });
    const storage = signedIn();
    server.expire();
    const onSessionExpired = vi.fn();
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage, onSessionExpired });
    await expect(dentistApi.GET('/v2/dashboard')).rejects.toBe(failure);
    expect(readAccessToken(storage)).toBe(oldToken);
    expect(readSession(storage)).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('should let two tabs refresh at the same moment one after the other, the second sending the cookie the first rotated', async () => {
    const server = fakeServer(rotatingRefresh());
    const shared = createMemoryStorage();
    const tabs = [signedIn(tabOf(shared)), signedIn(tabOf(shared))];
    server.expire();
    const locks = fakeLocks();
    const [first, second] = tabs.map((storage) =>
      createApiClients({ ...origin, fetch: server.fetch, storage, locks, onSessionExpired: vi.fn() }),
    );
    const results = await Promise.all([
      first?.dentistApi.GET('/v2/dashboard'),
      second?.dentistApi.GET('/v2/dentImagemTipo'),
    ]);
    expect(results.map((result) => result?.response.status)).toEqual([200, 200]);
    // Each tab renews on its own; the lock keeps the second from presenting the cookie just rotated.
    expect(server.cookies).toEqual(['refresh-1', 'refresh-2']);
    expect(tabs.map(readAccessToken)).toEqual([newToken, newToken]);
    expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });

  it('should use the browser’s Web Locks by default when it has them', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    try {
      const server = fakeServer(refreshOk);
      server.expire();
      const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage: signedIn() });
      expect((await dentistApi.GET('/v2/dashboard')).response.status).toBe(200);
      expect(locks.requested).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('logout', () => {
    it('should end the session on the server with the bearer token, then clear the stored session', async () => {
      const server = fakeServer(refreshOk);
      const storage = signedIn();
      const { logout } = createApiClients({ ...origin, fetch: server.fetch, storage });
      await logout();
      const [request] = server.seen;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('http://portal.test/api/account/logout');
      expect(request?.headers.get('Authorization')).toBe(`Bearer ${oldToken}`);
      expect(storage.length).toBe(0);
      expect(readAccessToken(storage)).toBeNull();
    });

    it.each<[string, (request: Request) => Promise<Response>]>([
      [
        'the server fails',
        async () => json(500, { success: false, data: null, message: 'x', errors: ['x'] }),
      ],
      [
        'the server cannot be reached',
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('should clear the stored session when %s', async (_, fetch) => {
      const storage = signedIn();
      const { logout } = createApiClients({ ...origin, fetch, storage });
      await logout();
      expect(storage.length).toBe(0);
    });

    it('should stop waiting for the server after 5 s and clear the stored session', async () => {
      vi.useFakeTimers();
      const storage = signedIn();
      const { logout } = createApiClients({ ...origin, fetch: untilAborted, storage });
      const done = vi.fn();
      void logout().then(done);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(done).not.toHaveBeenCalled();
      expect(storage.length).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
      expect(storage.length).toBe(0);
    });

    it('should not call the server without an access token in memory', async () => {
      const fetch = vi.fn(async () => json(200, {}));
      const storage = createMemoryStorage({ userName: 'Dra. Ana Souza' });
      const { logout } = createApiClients({ ...origin, fetch, storage });
      await logout();
      expect(fetch).not.toHaveBeenCalled();
      expect(storage.length).toBe(0);
    });
  });

  it('should abort a request after 15 s and not before', async () => {
    vi.useFakeTimers();
    const { dentistApi } = createApiClients({ ...origin, fetch: untilAborted, storage: signedIn() });
    const call = dentistApi.GET('/v2/dashboard');
    const outcome = vi.fn();
    call.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('should honour a shorter timeout when configured', async () => {
    vi.useFakeTimers();
    const { authApi } = createApiClients({
      ...origin,
      fetch: untilAborted,
      storage: signedIn(),
      timeoutMs: 1_000,
    });
    const call = authApi.GET('/');
    const assertion = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
  });
});
