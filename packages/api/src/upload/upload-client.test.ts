import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../http/clients';
import { createMemoryStorage, readAccessToken, saveLogin } from '../session/storage';
import { fakeJwt } from '../test-support/jwt';
import { FakeUploadXhr } from '../test-support/upload-xhr';

const oldToken = fakeJwt({ sub: '1', role: 'Dentista', v: 1 });
const newToken = fakeJwt({ sub: '1', role: 'Dentista', v: 2 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const expiredBody = { success: false, data: null, message: 'Sessão expirada.', errors: ['Sessão expirada.'] };

/** An upload request that answers 201 to the valid token and 401 to any other. */
class TokenCheckingXhr extends FakeUploadXhr {
  constructor(private readonly validToken: () => string) {
    super();
  }

  send() {
    setTimeout(() => {
      const ok = this.headers.get('Authorization') === `Bearer ${this.validToken()}`;
      this.answer(
        ok
          ? { status: 201, body: { success: true, data: { idImagem: 7 } } }
          : { status: 401, body: expiredBody },
      );
    }, 5);
  }
}

/** Clients signed in with an access token the server no longer takes; the refresh (by cookie) gives a new one. */
function expiredSession() {
  const storage = createMemoryStorage();
  saveLogin(storage, {
    accessToken: oldToken,
    cro: '12345',
    nome: 'Dra. Ana Souza',
  });
  let validToken = 'nenhum';
  const fetch = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/account/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      validToken = newToken;
      return json(200, { success: true, data: { accessToken: newToken } });
    }
    if (request.headers.get('Authorization') !== `Bearer ${validToken}`) return json(401, expiredBody);
    return json(200, { success: true, data: [] });
  });
  const uploads: TokenCheckingXhr[] = [];
  const clients = createApiClients({
    authBaseUrl: 'http://portal.test/auth',
    dentistBaseUrl: 'http://portal.test/dentist',
    fetch,
    storage,
    locks: null,
    uploadXhrFactory: () => {
      const xhr = new TokenCheckingXhr(() => validToken);
      uploads.push(xhr);
      return xhr;
    },
  });
  const refreshes = () =>
    fetch.mock.calls.filter(([request]) => new URL(request.url).pathname.endsWith('/account/refresh')).length;
  return { clients, storage, uploads, refreshes };
}

const input = {
  idPlanoTratamento: 1024,
  file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  fileName: 'periapical-16.png',
  idImagemTipo: 1,
};

describe('the upload of createApiClients', () => {
  it('should send to the Dentist API base URL with the session, refresh on a 401 and retry once', async () => {
    const { clients, storage, uploads, refreshes } = expiredSession();
    const progress: number[] = [];
    const result = await clients.uploadPlanoImagem(input, {
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({ ok: true, data: { idImagem: 7 } });
    expect(uploads.map((xhr) => xhr.url)).toEqual([
      'http://portal.test/dentist/v2/planoTratamento/imagens/upload?idPlanoTratamento=1024',
      'http://portal.test/dentist/v2/planoTratamento/imagens/upload?idPlanoTratamento=1024',
    ]);
    expect(uploads.map((xhr) => xhr.headers.get('Authorization'))).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(refreshes()).toBe(1);
    expect(readAccessToken(storage)).toBe(newToken);
    expect(progress).toEqual([100]);
  });

  it('should share one refresh with the other calls of the clients', async () => {
    const { clients, refreshes } = expiredSession();
    const [upload, dashboard] = await Promise.all([
      clients.uploadPlanoImagem(input),
      clients.dentistApi.GET('/v2/dashboard'),
    ]);
    expect(upload.ok).toBe(true);
    expect(dashboard.response.status).toBe(200);
    expect(refreshes()).toBe(1);
  });
});
