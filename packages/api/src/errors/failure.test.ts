import { describe, expect, it } from 'vitest';
import { createApiClients } from '../http/clients';
import { createMemoryStorage } from '../session/storage';
import { loginErrorMessage, lookupErrorMessageFor } from './catalogue';
import { failureFromError, failureFromResult } from './failure';

const origin = { authBaseUrl: 'http://portal.test/api', dentistBaseUrl: 'http://portal.test/api' };

describe('failures from real client calls', () => {
  it('should carry the status and parsed body of an openapi-fetch result', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ success: false, data: [], errorMessage: 'x' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    const { dentistApi } = createApiClients({ ...origin, fetch, storage: createMemoryStorage() });
    const result = await dentistApi.GET('/v2/beneficiario', {
      params: { query: { carteirinhaOuCpf: '123' } },
    });
    const failure = failureFromResult(result);
    expect(failure).toEqual({ status: 404, body: { success: false, data: [], errorMessage: 'x' } });
    expect(lookupErrorMessageFor('beneficiario', failure)).toBe(
      'Não encontramos nenhum beneficiário com os dados informados.',
    );
  });

  it('should read a thrown network error as no response', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { authApi } = createApiClients({ ...origin, fetch, storage: createMemoryStorage() });
    const failure = await authApi
      .POST('/account/login', { body: { document: '1', password: 'x', origin: 'Dentista' } })
      .then(failureFromResult, failureFromError);
    expect(failure.status).toBeUndefined();
    expect(loginErrorMessage(failure)).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});
