import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, readSession, saveLogin } from '../session/storage';
import { fakeJwt } from '../test-support/jwt';
import { createApiClients } from './clients';

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
function fakeServer(refreshAnswer: () => Response) {
  let validToken = oldToken;
  const seen: Request[] = [];
  const refreshBodies: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.endsWith('/account/refresh')) {
      refreshBodies.push(await request.json());
      const answer = refreshAnswer();
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

const refreshOk = () =>
  json(200, { success: true, data: { accessToken: newToken, refreshToken: 'refresh-2' } });
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

  it('should remove the tokens and report the expiry when the refresh fails', async () => {
    const server = fakeServer(() => json(401, { success: false, errors: ['Sua sessão expirou.'] }));
    const storage = signedIn();
    server.expire();
    const onSessionExpired = vi.fn();
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage, onSessionExpired });
    const results = await Promise.all([
      dentistApi.GET('/v2/dashboard'),
      dentistApi.GET('/v2/dentImagemTipo'),
    ]);
    expect(results.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(refreshCalls(server.seen)).toBe(1);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('should remove the tokens when the refresh cannot be reached', async () => {
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const storage = signedIn();
    server.expire();
    const { dentistApi } = createApiClients({ ...origin, fetch: server.fetch, storage });
    const { response } = await dentistApi.GET('/v2/dashboard');
    expect(response.status).toBe(401);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
  });

  it('should abort a request after 15 s and not before', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const { dentistApi } = createApiClients({ ...origin, fetch, storage: signedIn() });
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
    const fetch = (request: Request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const { authApi } = createApiClients({ ...origin, fetch, storage: signedIn(), timeoutMs: 1_000 });
    const call = authApi.GET('/');
    const assertion = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
  });
});
