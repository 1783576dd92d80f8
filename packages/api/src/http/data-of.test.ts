import { describe, expect, it } from 'vitest';
import { CallError, failureOf } from '../errors/failure';
import { createMemoryStorage } from '../session/storage';
import { createApiClients } from './clients';
import { dataOf } from './data-of';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clients = (fetch: (request: Request) => Promise<Response>) =>
  createApiClients({
    fetch,
    storage: createMemoryStorage(),
    authBaseUrl: 'http://console.test/api',
    dentistBaseUrl: 'http://console.test/api',
  });

describe('dataOf', () => {
  it('should give the parsed body of a successful call', async () => {
    const body = { success: true, data: [{ codigo: '3056', descricao: 'Texto oficial' }] };
    const { dentistApi } = clients(async () => json(body));
    await expect(dataOf(dentistApi.GET('/v2/auditoria/glosas'))).resolves.toEqual(body);
  });

  it('should throw a refused call as a CallError with its status and body', async () => {
    const body = { success: false, data: null, message: 'Item já decidido.', errors: ['Item já decidido.'] };
    const { dentistApi } = clients(async () => json(body, 409));
    const thrown = await dataOf(
      dentistApi.POST('/v2/auditoria/itens/{id}/decisao', {
        params: { path: { id: 7 } },
        body: { decisao: 'autorizar' },
      }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(CallError);
    expect(failureOf(thrown)).toEqual({ status: 409, body });
  });

  it('should throw a call without an answer as a CallError without status', async () => {
    const networkError = new TypeError('Failed to fetch');
    const { dentistApi } = clients(async () => {
      throw networkError;
    });
    const thrown = await dataOf(dentistApi.GET('/v2/auditoria/fila')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(CallError);
    expect(failureOf(thrown).status).toBeUndefined();
    expect(failureOf(thrown).error).toBe(networkError);
  });
});
