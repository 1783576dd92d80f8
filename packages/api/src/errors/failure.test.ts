import { describe, expect, it } from 'vitest';
import { createApiClients } from '../http/clients';
import { createMemoryStorage } from '../session/storage';
import { genericErrorMessage, loginErrorMessage, lookupErrorMessageFor } from './catalogue';
import { CallError, failureFromError, failureFromResult, failureOf } from './failure';

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

describe('CallError and failureOf', () => {
  it('should carry the failure it was thrown with', () => {
    const failure = { status: 503, body: { message: 'fora do ar' } };
    const thrown = new CallError(failure);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown.message).toBe('HTTP 503');
    expect(failureOf(thrown)).toBe(failure);
  });

  it('should name a failure without a response', () => {
    expect(new CallError(failureFromError(new TypeError('Failed to fetch'))).message).toBe(
      'Sem resposta do servidor',
    );
  });

  it('should read anything else that was thrown as a call without a response', () => {
    const error = new TypeError('Failed to fetch');
    expect(failureOf(error)).toEqual({ error });
    expect(genericErrorMessage(failureOf(error), 'x')).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
  });
});
