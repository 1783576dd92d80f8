import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { call, startTestServer, type TestServer } from './support/server';

describe.each(backends)('the operator of the configuration over HTTP on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      env: { OPERADORA_REGISTRO_ANS: '987654', OPERADORA_NOME: 'Odonto Teste Cooperativa' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("should answer, without a token, the ANS registration and name the guides carry (the footer's 'ANS nº')", async () => {
    const response = await call(server, 'GET', '/api/operadora');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { nome: 'Odonto Teste Cooperativa', registroANS: '987654' },
      message: 'Dados da operadora.',
    });
  });
});
