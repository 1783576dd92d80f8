import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/contas/common-passwords';
import { isBlockedPassword, type PasswordOwner, passwordCores } from '../src/contas/password-blocklist';
import { MSG_AUDITORIA } from '../src/trilha-de-acesso/messages';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import {
  call,
  DEMO_PASSWORD,
  fieldErrorBody,
  login,
  startTestServer,
  type TestServer,
} from './support/server';
import { resetPassword, resetTokenFor } from './support/sessions';

const ANA: PasswordOwner = { nome: 'Dra. Ana Souza', cro: '12345', nomeOperadora: 'Odonto Cooperativa' };
const SENHA_COMUM = MSG_AUDITORIA.senhaComum;

describe('pt-BR password blocklist', () => {
  it('should read a password as the word under its decoration', () => {
    expect(passwordCores('Odonto@2026')).toContain('odonto');
    expect(passwordCores('Dent1sta!2025')).toContain('dentista');
    expect(passwordCores('S3nh@123')).toContain('senha');
    expect(passwordCores('SÓRRISO#1')).toContain('sorriso');
    expect(passwordCores('$0rr1$0')).toContain('sorriso');
    expect(passwordCores('20262026')).toEqual(new Set());
  });

  it.each([
    // Common pt-BR passwords, none of them on zxcvbn's (English) common list.
    'Senha@123',
    'senha123',
    'mudar123',
    'brasil2026',
    'Flamengo@2026',
    'MinhaSenha#1',
    // Product words, the README's demo password first.
    'Odonto@2026',
    'Dentista@2026',
    'Dent1sta!2025',
    'Portal2026!',
    'Sorriso@2027',
    'OdontoPortal#26',
    'Operadora@123',
    'MeuSorriso2026',
  ])('should block %s', (password) => {
    expect(isBlockedPassword(password, ANA), password).toBe(true);
  });

  it.each([
    ['her name', 'AnaSouza@2026'],
    ['her surname in leetspeak', '$0uz4#1980'],
    ['her first name and CRO', 'Ana12345'],
    ['her CRO alone, decorated', '12345!@#Cro'],
    ['her CRO inside digits', '00123450'],
  ])("should block the dentist's own words: %s", (_label, password) => {
    expect(isBlockedPassword(password, ANA), password).toBe(true);
  });

  it("should block the operator's name from its configuration", () => {
    const owner = { ...ANA, nomeOperadora: 'Amarelinha Saúde Bucal' };
    expect(isBlockedPassword('Amarelinha@2026', owner)).toBe(true);
    expect(isBlockedPassword('Amarelinha@2026', ANA)).toBe(false);
  });

  it.each([
    'Jabuticaba@2026',
    'Redefinida@2026',
    'NovaSenha1!',
    'Outra@Senha2026',
    'SorrisoBonito#2026',
    'correct horse battery staple',
    'Xk9#mPq12345vR',
  ])('should let %s through', (password) => {
    expect(isBlockedPassword(password, ANA), password).toBe(false);
  });

  it('should block what the common list alone let through', () => {
    for (const password of ['Odonto@2026', 'Senha@123', 'Dentista@2026', 'mudar123', 'brasil2026']) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(isBlockedPassword(password, ANA), password).toBe(true);
    }
  });
});

describe.each(backends)('new passwords against the blocklist over HTTP (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { OPERADORA_NOME: 'Amarelinha Saúde Bucal' } });
  });
  afterAll(async () => server?.close());

  const storedHash = async (cro: string) =>
    (
      await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', cro)
        .executeTakeFirstOrThrow()
    ).senhaHash;

  const changePassword = (token: string, newPassword: string) =>
    callOperation(server, 'changePassword', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
    });

  it("should keep the seeded demo accounts on the README's password, which the policy refuses", async () => {
    // The seed hashes the demo password directly: it never goes through the policy.
    await expect(login(server, '12345')).resolves.toMatchObject({ cro: '12345' });
    expect(isBlockedPassword(DEMO_PASSWORD, ANA)).toBe(true);
  });

  it("should refuse 'Odonto@2026' as a new password in the change, the reset and the first access", async () => {
    const before = await storedHash('54321');
    const { accessToken } = await login(server, '54321');
    const changed = await changePassword(accessToken, 'Odonto@2026');
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual(fieldErrorBody('newPassword', SENHA_COMUM));

    const token = await resetTokenFor(server, '54321', 'bruno.lima@example.com');
    const reset = await resetPassword(server, token, 'Odonto@2026');
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(fieldErrorBody('newPassword', SENHA_COMUM));
    expect(await storedHash('54321')).toBe(before);

    await call(server, 'POST', '/api/account/register-first-access', { body: { document: '11111' } });
    const { link } = await server.db
      .selectFrom('emailOutbox')
      .select('link')
      .where('link', 'like', '%/register-from-email?%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const first = await call(
      server,
      'POST',
      `/api/account/register-from-email${new URL(link ?? '').search}`,
      {
        body: { password: 'Odonto@2026', confirmPassword: 'Odonto@2026' },
      },
    );
    expect(first.status).toBe(400);
    expect(first.body).toEqual(fieldErrorBody('password', SENHA_COMUM));
    expect(await storedHash('11111')).toBeNull();
  });

  it.each([
    ['her name', 'Souza@2026'],
    ['her CRO', 'Cro-12345!'],
    ['the operator (OPERADORA_NOME)', 'Amarelinha#2026'],
    ['a common pt-BR password', 'Senha@123'],
  ])("should refuse the dentist's change to %s", async (_label, password) => {
    const before = await storedHash('12345');
    const { accessToken } = await login(server, '12345');
    const response = await changePassword(accessToken, password);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(fieldErrorBody('newPassword', SENHA_COMUM));
    expect(await storedHash('12345')).toBe(before);
  });

  it("should accept a strong password, even with another dentist's surname in it", async () => {
    // 'Souza' is Ana's surname, not Bruno's: only the account's own name is refused.
    const { accessToken } = await login(server, '54321');
    expect((await changePassword(accessToken, 'Souza@Jabuticaba#77')).status).toBe(200);
    await expect(login(server, '54321', 'Souza@Jabuticaba#77')).resolves.toMatchObject({ cro: '54321' });
  });
});
