import { CallError, createApiClients, createMemoryStorage, failureOf } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { dataOf } from './call';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clients(fetch: (request: Request) => Promise<Response>) {
  return createApiClients({
    fetch,
    storage: createMemoryStorage(),
    authBaseUrl: 'http://portal.test/api',
    dentistBaseUrl: 'http://portal.test/api',
  });
}

describe('dataOf', () => {
  it('should give the parsed body of a successful call', async () => {
    const { dentistApi } = clients(async () => json({ success: true, data: [], errorMessage: null }));
    await expect(dataOf(dentistApi.GET('/v2/dentImagemTipo'))).resolves.toEqual({
      success: true,
      data: [],
      errorMessage: null,
    });
  });

  it('should throw a refused call as a CallError with its status and body', async () => {
    const body = { success: false, data: null, message: 'Plano encerrado.', errors: ['Plano encerrado.'] };
    const { dentistApi } = clients(async () => json(body, 409));
    const thrown = await dataOf(
      dentistApi.POST('/v2/fechamento', { body: { idsProcedimentoItem: [1] } }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(CallError);
    expect(failureOf(thrown)).toEqual({ status: 409, body });
  });

  it('should throw a call without an answer as a CallError without status', async () => {
    const networkError = new TypeError('Failed to fetch');
    const { dentistApi } = clients(async () => {
      throw networkError;
    });
    const thrown = await dataOf(dentistApi.GET('/v2/dashboard')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(CallError);
    expect(failureOf(thrown).status).toBeUndefined();
    expect(failureOf(thrown).error).toBe(networkError);
  });
});
