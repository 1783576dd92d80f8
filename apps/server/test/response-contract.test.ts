import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DentistSchema } from '../src/contract';
import { installErrorHandler } from '../src/plataforma/errors';
import { apiPlugin } from '../src/plataforma/http/api';
import { authApi, dentistApi } from '../src/plataforma/http/contract-operations';
import { loadSpecs } from '../src/plataforma/http/specs';
import { backends } from './support/database';
import { authOperationsWithoutServices, dentistOperationsWithoutServices } from './support/handlers';
import { callOperation } from './support/operations';
import { login, startTestServer, type TestServer } from './support/server';

/** A connectivity answer with a field openapi/auth.yaml does not describe. */
const connectivityWithNode = { success: true, message: 'API disponível.', servidor: 'node-3' };

/** A registry row as a query might bring it: with a column openapi/dentist.yaml does not describe. */
const especialidadeRow = { idEspecialidade: 2, descricao: 'Endodontia', criadoPor: 'migração 001' };

/**
 * The API plugin with the real descriptions, any bearer taken for Dra. Ana Souza, and one handler whose rows
 * carry more than the description names.
 */
async function apiWithLeakyHandler(validateResponses: boolean): Promise<FastifyInstance> {
  const specs = loadSpecs();
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(apiPlugin, {
    prefix: '/api',
    authSpec: specs.auth,
    dentistSpec: specs.dentist,
    authOperations: {
      ...authOperationsWithoutServices(),
      ...authApi({
        connectivityTest: {
          handler: async () => connectivityWithNode,
        },
      }),
    },
    dentistOperations: {
      ...dentistOperationsWithoutServices(),
      ...dentistApi({
        listEspecialidades: { handler: async () => ({ success: true, data: [especialidadeRow] }) },
      }),
    },
    checkAccessToken: async () => ({ sub: '1', cro: '12345', nome: 'Dra. Ana Souza', role: 'Dentista' }),
    validateResponses,
  });
  return app;
}

describe('responses of the Authentication API', () => {
  it('should never send a field the description does not name', async () => {
    const app = await apiWithLeakyHandler(false);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'API disponível.' });
    } finally {
      await app.close();
    }
  });
});

describe('responses of the Dentist API', () => {
  it.each([
    ['in production', false],
    ['with response validation (tests)', true],
  ])('should never send a field the description does not name, %s', async (_mode, validateResponses) => {
    const app = await apiWithLeakyHandler(validateResponses);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/especialidade',
        headers: { authorization: 'Bearer qualquer' },
      });
      expect(response.statusCode).toBe(200);
      const expected: DentistSchema<'EspecialidadeListEnvelope'> = {
        success: true,
        data: [{ idEspecialidade: 2, descricao: 'Endodontia' }],
      };
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toContain('criadoPor');
    } finally {
      await app.close();
    }
  });
});

describe.each(backends)('the test server on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should answer 500 when a response breaks its description, so that no test passes on one', async () => {
    // A UF outside the description's 27 (the column itself takes any two letters).
    await sql`update dentista set uf = 'XX' where cro = '66666'`.execute(server.db);
    const broken = await callOperation(server, 'searchDentista', { token, query: { numeroCRO: '66666' } });
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({
      success: false,
      data: [],
      errorMessage: 'Erro interno do servidor. Tente novamente mais tarde.',
    });
    const sound = await callOperation(server, 'searchDentista', { token, query: { numeroCRO: '55555' } });
    expect(sound.bodyAt(200).data).toEqual([expect.objectContaining({ cro: '55555', uf: 'PE' })]);
  });
});
