import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/database';
import { planState } from '../support/planos';
import { errorBody, login, startTestServer, type TestServer } from '../support/server';

const INVALID = 'Dados inválidos. Verifique os campos informados.';

/**
 * The inputs the hostile suite found answered 500 (issue #13), one by one: each is refused as the client's
 * mistake, in the envelope, and stores nothing.
 */
describe.each(backends)('inputs past what the database or the parser takes, on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (method: string, url: string, init: { body?: string; type?: string; signed?: boolean } = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(init.signed === false ? {} : { authorization: `Bearer ${token}` }),
        ...(init.type ? { 'content-type': init.type } : {}),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  const cases: [string, () => Promise<Response>, number, unknown][] = [
    [
      'an id past PostgreSQL integer in the path',
      () => send('GET', '/api/v2/planoTratamento/2147483648'),
      400,
      errorBody(
        INVALID,
        ['O campo id está fora do intervalo permitido.'],
        [{ name: 'id', reason: 'O campo id está fora do intervalo permitido.' }],
      ),
    ],
    [
      'an id past bigint in the query',
      () => send('DELETE', '/api/ato?id=9223372036854775808'),
      400,
      errorBody(
        INVALID,
        ['O campo id está fora do intervalo permitido.'],
        [{ name: 'id', reason: 'O campo id está fora do intervalo permitido.' }],
      ),
    ],
    [
      'an id written as 1e400 (Infinity once coerced)',
      () => send('DELETE', '/api/ato?id=1e400'),
      400,
      errorBody(
        INVALID,
        ['O campo id deve ser número.'],
        [{ name: 'id', reason: 'O campo id deve ser número.' }],
      ),
    ],
    [
      'a page number of 400 nines',
      () => send('GET', `/api/v2/glosas?pagina=${'9'.repeat(400)}`),
      400,
      errorBody(
        INVALID,
        ['O campo pagina deve ser número inteiro.'],
        [{ name: 'pagina', reason: 'O campo pagina deve ser número inteiro.' }],
      ),
    ],
    [
      'a NUL character in a sign-in CRO',
      () =>
        send('POST', '/api/account/login', {
          signed: false,
          type: 'application/json',
          body: JSON.stringify({ document: '123\u000045', password: 'x', origin: 'Dentista' }),
        }),
      400,
      errorBody(INVALID),
    ],
    [
      'a NUL character in a plan search',
      () => send('GET', '/api/v2/planoTratamento/dentista/12345?beneficiario=Maria%00'),
      400,
      errorBody(INVALID),
    ],
    [
      'a multipart body without a boundary',
      () =>
        send('POST', '/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=1', {
          type: 'multipart/form-data',
          body: '{}',
        }),
      400,
      errorBody(INVALID),
    ],
    [
      'a multipart body cut in the middle of a part',
      () =>
        send('POST', '/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=1', {
          type: 'multipart/form-data; boundary=----limite',
          body: '------limite\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
        }),
      400,
      errorBody(INVALID),
    ],
    [
      'a path that is not valid URL encoding',
      () => send('GET', '/api/v2/planoTratamento/%E0%A4%A'),
      400,
      errorBody(INVALID),
    ],
  ];

  it.each(cases)(
    'should refuse %s with a 4xx in the envelope, storing nothing',
    async (_label, request, status, body) => {
      const before = await planState(server);
      const response = await request();
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await planState(server)).toEqual(before);
    },
  );
});
