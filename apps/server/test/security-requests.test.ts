import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securedOperations } from '../src/plataforma/http/api';
import { loadSpecs } from '../src/plataforma/http/specs';
import { HEADERS_TIMEOUT, SERVER_TIMEOUTS } from '../src/plataforma/http/timeouts';
import { backends } from './support/database';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';

const CORPO_GRANDE = 'O corpo da requisição excede o tamanho máximo permitido.';
const FORMATO = 'Formato de requisição não suportado. Envie application/json.';
const SESSAO_EXPIRADA = 'Sua sessão expirou. Por favor, faça login novamente.';
const SESSAO_EXPIRADA_V1 = 'Sessão expirada. Faça login novamente.';

interface RawAnswer {
  status: number;
  body: string;
  elapsedMs: number;
}

/**
 * Sends the request line and headers, then only `sent` bytes of a body that declares `declared` bytes, and
 * waits for an answer. A server that parses the body before checking the token never answers: it waits
 * for the rest (the promise then fails after `waitMs`).
 */
function sendPartialBody(
  baseUrl: string,
  request: { method: string; path: string; headers: Record<string, string>; declared: number; sent: string },
  waitMs = 5_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`sem resposta em ${waitMs} ms: o servidor esperou o corpo inteiro`));
    }, waitMs);
    const finish = () => {
      const match = received.match(/^HTTP\/1\.1 (\d{3})/);
      const [, body = ''] = received.split('\r\n\r\n');
      if (!match) return;
      // The whole envelope is in: its closing brace ends the (small) JSON body.
      if (!body.trimEnd().endsWith('}')) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(match[1]), body, elapsedMs: performance.now() - started });
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      finish();
    });
    socket.on('error', (error) => {
      // The server may reset the connection after answering, as it does not read the rest.
      if (received) finish();
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
    const headers = Object.entries({
      host: `${hostname}:${port}`,
      'content-length': String(request.declared),
      ...request.headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`${request.method} ${request.path} HTTP/1.1\r\n${headers}\r\n${request.sent}`);
  });
}

const FOUR_MB = 4 * 1024 * 1024;

describe('which operations are checked before their body is read', () => {
  it('should take the secured operations from the descriptions, public ones left out', () => {
    const specs = loadSpecs();
    const auth = [...securedOperations(specs.auth).keys()];
    const dentist = [...securedOperations(specs.dentist).keys()];
    for (const id of ['changePassword', 'logout', 'getCurrentUser', 'exportMyData'])
      expect(auth).toContain(id);
    for (const id of ['login', 'refreshToken', 'forgotPassword', 'registerFirstAccess', 'connectivityTest']) {
      expect(auth).not.toContain(id);
    }
    for (const id of ['createPlanoTratamento', 'uploadPlanoTratamentoImagem', 'searchBeneficiario']) {
      expect(dentist).toContain(id);
    }
  });
});

describe.each(backends)('request bodies and the bearer token (%s)', (backend) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => server?.close());

  it.each([
    ['a JSON plan without a token', '/api/v2/planoTratamento', 'application/json', {}],
    // Under the Dentist API's 1 MB: nothing but the token check can answer before the body is in.
    ['a 512 KB JSON plan without a token', '/api/v2/planoTratamento', 'application/json', {}, 512 * 1024],
    [
      'a JSON plan with a forged token',
      '/api/v2/planoTratamento',
      'application/json',
      { authorization: 'Bearer x.y.z' },
    ],
    ['a password change without a token', '/api/account/change-password', 'application/json', {}],
    [
      'an upload without a token',
      '/api/v2/planoTratamento/imagens/upload',
      'multipart/form-data; boundary=----limite',
      {},
    ],
  ])(
    'should answer 401 to %s (4 MB unless said) at once, without reading the body',
    async (_name, path, contentType, headers: Record<string, string>, declared = FOUR_MB) => {
      const answer = await sendPartialBody(server.baseUrl, {
        method: 'POST',
        path,
        headers: { 'content-type': contentType, ...headers },
        declared,
        sent: '{"a":',
      });
      expect(answer.status).toBe(401);
      const envelope = JSON.parse(answer.body) as { success: boolean; message: string };
      expect(envelope.success).toBe(false);
      expect([SESSAO_EXPIRADA, SESSAO_EXPIRADA_V1]).toContain(envelope.message);
    },
  );

  it('should still read and check the body of a signed-in request', async () => {
    const answer = await call(server, 'POST', '/api/account/change-password', {
      token,
      body: { currentPassword: '', newPassword: 'x', confirmPassword: 'x' },
    });
    expect(answer.status).toBe(400);
  });

  it('should answer 413 in the envelope, in Portuguese, to a 100 KB sign-in', async () => {
    const answer = await call(server, 'POST', '/api/account/login', {
      body: { document: '12345', password: 'x'.repeat(100 * 1024), origin: 'Dentista' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(errorBody(CORPO_GRANDE));
  });

  it('should answer 413 to a 100 KB password change, signed in', async () => {
    const answer = await call(server, 'POST', '/api/account/change-password', {
      token,
      body: {
        currentPassword: 'x'.repeat(100 * 1024),
        newPassword: 'Nova@Senha1',
        confirmPassword: 'Nova@Senha1',
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(errorBody(CORPO_GRANDE));
  });

  it('should leave a plan body of 100 KB to its own limit (the dentist API keeps 1 MB)', async () => {
    const answer = await call(server, 'POST', '/api/v2/planoTratamento', {
      token,
      body: { lixo: 'x'.repeat(100 * 1024) },
    });
    expect(answer.status).toBe(400);
  });

  const multipart = () => {
    const boundary = '----limite';
    const body =
      `--${boundary}\r\ncontent-disposition: form-data; name="document"\r\n\r\n12345\r\n` +
      `--${boundary}--\r\n`;
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  };

  it.each([
    ['the sign-in', 'POST', '/api/account/login', false],
    ['a plan, signed in', 'POST', '/api/v2/planoTratamento', true],
    ['the password change, signed in', 'POST', '/api/account/change-password', true],
  ])('should answer 415 to multipart sent to %s', async (_name, method, path, signedIn) => {
    const { body, contentType } = multipart();
    const answer = await call(server, method, path, {
      body,
      headers: { 'content-type': contentType },
      ...(signedIn ? { token } : {}),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(errorBody(FORMATO));
  });

  it('should take multipart on the upload route (the token checked, the body then parsed)', async () => {
    const { body, contentType } = multipart();
    const answer = await call(server, 'POST', '/api/v2/planoTratamento/imagens/upload', {
      body,
      headers: { 'content-type': contentType },
      token,
    });
    // Missing fields: the body was parsed and validated, not refused for its type.
    expect(answer.status).toBe(400);
  });

  it('should wait for clients for the documented times', () => {
    expect(server.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.app.server.headersTimeout).toBe(HEADERS_TIMEOUT);
    expect(server.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(server.app.server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThan(0);
    expect(SERVER_TIMEOUTS.connectionTimeout).toBeGreaterThan(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(HEADERS_TIMEOUT).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
  });

  it("should answer each API's own wording of an expired session", async () => {
    expect((await call(server, 'GET', '/api/especialidade')).body).toEqual(errorBody(SESSAO_EXPIRADA_V1));
    expect((await call(server, 'GET', '/api/account/current')).body).toEqual(errorBody(SESSAO_EXPIRADA));
    const lookup = await call(server, 'GET', '/api/v2/beneficiario?carteirinhaOuCpf=52998224725');
    expect(lookup.status).toBe(401);
    expect(lookup.body).toEqual({ success: false, data: [], errorMessage: SESSAO_EXPIRADA });
  });
});
