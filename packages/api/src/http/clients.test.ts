import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, readSession, saveLogin } from '../session/storage';
import { fakeJwt } from '../test-support/jwt';
import { createApiClients } from './clients';
import { REFRESH_LOCK_NAME } from './session-auth';
import { timeoutError } from './timeout';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const oldToken = fakeJwt({ sub: '1', role: 'Dentista', v: 1 });
const newToken = fakeJwt({ sub: '1', role: 'Dentista', v: 2 });

function signedIn() {
  const storage = createMemoryStorage();
  saveLogin(storage, {
    accessToken: oldToken,
    refreshToken: 'refresh-1',
    cro: '12345',
    nome: 'Dra. Ana Souza',
  });
  return storage;
}

// Node's Request needs absolute URLs; browsers resolve the default '/api' against the page.
const origin = { authBaseUrl: 'http://portal.test/api', dentistBaseUrl: 'http://portal.test/api' };

const planos = {
  success: true,
  data: [],
  paginacao: { pagina: 1, tamanhoPagina: 0, total: 0, totalPaginas: 0 },
};

/** A server whose dentist calls accept only `validToken`; the refresh answers `refreshAnswer`. */
function fakeServer(refreshAnswer: () => Response | Promise<Response>) {
  let validToken = oldToken;
  const seen: Request[] = [];
  const refreshBodies: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.endsWith('/account/refresh')) {
      refreshBodies.push(await request.json());
      const answer = await refreshAnswer();
      if (answer.ok) validToken = newToken;
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

const refreshOk = () =>
  json(200, { success: true, data: { accessToken: newToken, refreshToken: 'refresh-2' } });

/**
 * The server's rotation, answering after 20 ms so that both tabs' 401s arrive while the first refresh is in
 * flight: refresh-1 is good once (then refresh-2 is the valid one); its reuse is refused.
 */
function rotatingRefresh() {
  let used = false;
  return async () => {
    const reuse = used;
    used = true;
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
    expect(readSession(storage)?.authToken).toBe(oldToken);
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
    expect(server.refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(results[2]?.data).toEqual({ success: true, data: { echo: { idsProcedimentoItem: [3301] } } });
    expect(readSession(storage)).toMatchObject({
      authToken: newToken,
      refreshToken: 'refresh-2',
      userName: 'Dra. Ana Souza',
    });
    // 5 first tries, 1 refresh, 5 retries: nothing retried twice.
    expect(server.seen).toHaveLength(11);
  });

  it('should remove the tokens and report the expiry when the server refuses the refresh (401)', async () => {
    const { server, storage, onSessionExpired, results } = await twoCallsOnExpiredToken(() =>
      json(401, { success: false, errors: ['Sua sessão expirou.'] }),
    );
    expect(results.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(refreshCalls(server.seen)).toBe(1);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
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
      expect(readSession(storage)).toMatchObject({ authToken: oldToken, refreshToken: 'refresh-1' });
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
    expect(readSession(storage)).toMatchObject({ authToken: oldToken, refreshToken: 'refresh-1' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('should let two tabs refresh at the same moment with one call, the second using the pair the first stored', async () => {
    const server = fakeServer(rotatingRefresh());
    const storage = signedIn();
    server.expire();
    const locks = fakeLocks();
    const tab = () =>
      createApiClients({ ...origin, fetch: server.fetch, storage, locks, onSessionExpired: vi.fn() });
    const [first, second] = [tab(), tab()];
    const results = await Promise.all([
      first.dentistApi.GET('/v2/dashboard'),
      second.dentistApi.GET('/v2/dentImagemTipo'),
    ]);
    expect(results.map(({ response }) => response.status)).toEqual([200, 200]);
    expect(server.refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(readSession(storage)).toMatchObject({ authToken: newToken, refreshToken: 'refresh-2' });
    expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });

  it('should sign both tabs out without the lock when the server refuses the second use of a token', async () => {
    // What the lock prevents: the second tab presents the token the first one has just rotated.
    const server = fakeServer(rotatingRefresh());
    const storage = signedIn();
    server.expire();
    const tab = () => createApiClients({ ...origin, fetch: server.fetch, storage, locks: null });
    const [first, second] = [tab(), tab()];
    await Promise.all([first.dentistApi.GET('/v2/dashboard'), second.dentistApi.GET('/v2/dentImagemTipo')]);
    expect(server.refreshBodies).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-1' }]);
    // The refusal came for a token another tab had already replaced: the newer pair stays.
    expect(readSession(storage)).toMatchObject({ authToken: newToken, refreshToken: 'refresh-2' });
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

    it('should not call the server without a stored access token', async () => {
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
