import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/autenticacao/password';
import { backends } from './support/database';
import {
  call,
  DEMO_PASSWORD,
  fieldErrorBody,
  login,
  startTestServer,
  type TestServer,
} from './support/server';

const INFORME_UF = 'Este número de CRO existe em mais de uma UF. Informe a UF do seu CRO.';
const CREDENCIAIS = 'CRO ou senha inválidos.';
/** The RJ dentist's own password: the same number, another person, another password. */
const SENHA_RJ = 'Carioca!Molar#73';

const signIn = (server: TestServer, body: Record<string, string>, client = '203.0.113.40') =>
  call(server, 'POST', '/api/account/login', {
    body: { origin: 'Dentista', ...body },
    headers: { 'x-forwarded-for': client },
  });

/**
 * Each state's council numbers its own dentists: CRO-SP 12345 (the demo's Dra. Ana) and CRO-RJ 12345 are two
 * people. Issue #33: dentists are keyed by (CRO, UF); the UF is asked only when the number exists in two.
 */
describe.each(backends)('a CRO number in two UFs on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { TRUST_PROXY: '127.0.0.1' } });
    // Dra. Ana (CRO-SP 12345) signs in before the second account exists: one UF needs none.
    await login(server, '12345');
    await server.db
      .insertInto('dentista')
      .values({
        cro: '12345',
        uf: 'RJ',
        nome: 'Dr. Rafael Tavares',
        email: 'rafael.tavares@example.com',
        telefone: '',
        clinicaNome: '',
        clinicaCnpj: '',
        clinicaEndereco: '',
        clinicaTelefone: '',
        senhaHash: await hashPassword(SENHA_RJ),
      })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the two apart in the database (the unique key is the pair)', async () => {
    const rows = await server.db
      .selectFrom('dentista')
      .select(['uf', 'nome'])
      .where('cro', '=', '12345')
      .orderBy('uf')
      .execute();
    expect(rows).toEqual([
      { uf: 'RJ', nome: 'Dr. Rafael Tavares' },
      { uf: 'SP', nome: 'Dra. Ana Souza' },
    ]);
    await expect(
      server.db
        .insertInto('dentista')
        .values({
          cro: '12345',
          uf: 'RJ',
          nome: 'Outra pessoa',
          email: 'outra@example.com',
          telefone: '',
          clinicaNome: '',
          clinicaCnpj: '',
          clinicaEndereco: '',
          clinicaTelefone: '',
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('asks the UF at sign-in, before the password is looked at', async () => {
    for (const password of [DEMO_PASSWORD, 'Errada@2026']) {
      const response = await signIn(server, { document: '12345', password });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(fieldErrorBody('uf', INFORME_UF));
    }
  });

  it('signs each person in with their own UF and password, and never the other', async () => {
    const ana = await signIn(server, { document: '12345', uf: 'SP', password: DEMO_PASSWORD });
    expect(ana.status).toBe(200);
    expect(ana.body.data).toMatchObject({ cro: '12345', nome: 'Dra. Ana Souza' });
    const rafael = await signIn(server, { document: '12345', uf: 'RJ', password: SENHA_RJ });
    expect(rafael.status).toBe(200);
    expect(rafael.body.data).toMatchObject({ cro: '12345', nome: 'Dr. Rafael Tavares' });
    // Ana's password under RJ is a wrong password, like any other.
    const crossed = await signIn(server, { document: '12345', uf: 'RJ', password: DEMO_PASSWORD });
    expect(crossed.status).toBe(401);
    expect(crossed.body.message).toBe(CREDENCIAIS);
  });

  it('shows each their own plans only, though the CRO number is the same', async () => {
    const { accessToken } = (await signIn(server, { document: '12345', uf: 'RJ', password: SENHA_RJ })).body
      .data as { accessToken: string };
    const response = await call(server, 'GET', '/api/v2/planoTratamento/dentista/12345', {
      token: accessToken,
    });
    expect(response.status).toBe(200);
    const planos = (response.body.data ?? []) as unknown[];
    expect(planos).toEqual([]);
  });

  it('asks the UF for the e-mailed links too, and mails the one named', async () => {
    const withoutUf = await call(server, 'POST', '/api/account/forgot-password', {
      body: { document: '12345' },
    });
    expect(withoutUf.status).toBe(400);
    expect(withoutUf.body).toEqual(fieldErrorBody('uf', INFORME_UF));
    const rj = await call(server, 'POST', '/api/account/forgot-password', {
      body: { document: '12345', uf: 'RJ' },
    });
    expect(rj.status).toBe(200);
    expect(rj.body.message).toBe('Enviamos um link de redefinição de senha para r************s@e*****e.com');
    const first = await call(server, 'POST', '/api/account/register-first-access', {
      body: { document: '12345' },
    });
    expect(first.body).toEqual(fieldErrorBody('uf', INFORME_UF));
  });
});
