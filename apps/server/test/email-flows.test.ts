import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevEmail } from '../src/plataforma/http/dev-emails';
import { backends } from './support/database';
import {
  call,
  DEMO_PASSWORD,
  errorBody,
  fieldErrorBody,
  login,
  startTestServer,
  type TestServer,
} from './support/server';
import { linkIn, startSmtpServer } from './support/smtp';

const LINK_INVALIDO = 'Link inválido ou expirado. Solicite um novo e-mail.';

describe.each(backends)('first access, forgot and reset through a real SMTP server on %s', (backend) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      backend,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal do Dentista <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const tokenPath = (link: string) => {
    const url = new URL(link);
    return `/api/account${url.pathname}${url.search}`;
  };
  const passwordOf = async (cro: string) =>
    (
      await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', cro)
        .executeTakeFirstOrThrow()
    ).senhaHash;

  it('should complete first access for CRO 11111 from the e-mailed link, once', async () => {
    const mail = smtp.nextMail();
    const request = await call(server, 'POST', '/api/account/register-first-access', {
      body: { document: '11111' },
    });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({
      success: true,
      data: null,
      message:
        'Solicitação de primeiro acesso enviada com sucesso! Verifique seu email c**********s@e*****e.com',
    });

    const received = await mail;
    expect(received.to).toEqual(['carla.mendes@example.com']);
    expect(received.raw).toMatch(/Subject: .*primeiro acesso/i);
    expect(received.raw).toContain('text/plain');
    expect(received.raw).toContain('text/html');
    const link = linkIn(received, '/register-from-email');
    expect(link.startsWith('http://portal.test/register-from-email?token=')).toBe(true);

    // The form's own checks come first, with the messages of docs/product-rules.md#validation-rules; nothing is saved.
    // Each names its field (invalid-params): the first one left empty, the short one, the confirmation.
    for (const [body, field, message] of [
      [{ password: '', confirmPassword: '' }, 'password', 'Preencha todos os campos obrigatórios.'],
      [
        { password: 'Jabuticaba@2026', confirmPassword: '' },
        'confirmPassword',
        'Preencha todos os campos obrigatórios.',
      ],
      [
        { password: 'curta', confirmPassword: 'curta' },
        'password',
        'A senha deve ter ao menos 8 caracteres.',
      ],
      [
        { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2027' },
        'confirmPassword',
        'As senhas não coincidem.',
      ],
    ] as const) {
      const response = await call(server, 'POST', tokenPath(link), { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(fieldErrorBody(field, message));
    }
    expect(await passwordOf('11111')).toBeNull();

    const done = await call(server, 'POST', tokenPath(link), {
      body: { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, data: null, message: 'Senha definida com sucesso!' });
    await expect(login(server, '11111', 'Jabuticaba@2026')).resolves.toMatchObject({
      nome: 'Dra. Carla Mendes',
    });

    // Single use: the same link cannot set a password again.
    const hash = await passwordOf('11111');
    const reused = await call(server, 'POST', tokenPath(link), {
      body: { password: 'Outra@2026', confirmPassword: 'Outra@2026' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(fieldErrorBody('token', LINK_INVALIDO));
    expect(await passwordOf('11111')).toBe(hash);
  });

  it('should answer 409 with the "already done" message when the CRO already has a password', async () => {
    const before = smtp.received.length;
    const response = await call(server, 'POST', '/api/account/register-first-access', {
      body: { document: '12345' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(
      errorBody('Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.'),
    );
    expect(smtp.received.length).toBe(before);
  });

  it('should answer 404 for an unknown CRO, sending nothing', async () => {
    const before = smtp.received.length;
    for (const url of ['/api/account/register-first-access', '/api/account/forgot-password']) {
      const response = await call(server, 'POST', url, { body: { document: '98765' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('CRO não encontrado entre os dentistas credenciados.'));
    }
    expect(smtp.received.length).toBe(before);
    const tokens = await server.db.selectFrom('emailToken').select('id').execute();
    expect(tokens.length).toBe(1);
  });

  it('should reset the password from the forgot-password e-mail, accepting newPassword, and end old sessions', async () => {
    const oldSession = await login(server, '12345');
    const mail = smtp.nextMail();
    const request = await call(server, 'POST', '/api/account/forgot-password', {
      body: { document: '12345' },
    });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({
      success: true,
      data: null,
      message: 'Enviamos um link de redefinição de senha para a*******a@e*****e.com',
    });
    const received = await mail;
    expect(received.to).toEqual(['ana.souza@example.com']);
    const link = linkIn(received, '/reset-password');
    expect(link.startsWith('http://portal.test/reset-password?token=')).toBe(true);

    // The new password is named as the body names it: newPassword (the portal) or password.
    for (const [body, field, message] of [
      [{ newPassword: '', confirmPassword: '' }, 'newPassword', 'Preencha os dois campos de senha.'],
      [
        { newPassword: 'curta', confirmPassword: 'curta' },
        'newPassword',
        'A senha deve ter no mínimo 8 caracteres.',
      ],
      [
        { password: 'curta', confirmPassword: 'curta' },
        'password',
        'A senha deve ter no mínimo 8 caracteres.',
      ],
      [
        { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2027' },
        'confirmPassword',
        'As senhas não coincidem.',
      ],
    ] as const) {
      const response = await call(server, 'POST', tokenPath(link), { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(fieldErrorBody(field, message));
    }
    await expect(login(server, '12345', DEMO_PASSWORD)).resolves.toMatchObject({ cro: '12345' });

    const notice = smtp.nextMail();
    const done = await call(server, 'POST', tokenPath(link), {
      body: { newPassword: 'Redefinida@2026', confirmPassword: 'Redefinida@2026' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, data: null, message: 'Senha redefinida com sucesso!' });
    // The dentist is told, at the same address, with the way back in if it was not them.
    const told = await notice;
    expect(told.to).toEqual(['ana.souza@example.com']);
    expect(told.raw).toContain('Subject: Portal do Dentista: sua senha foi redefinida');
    expect(told.raw).toContain('http://portal.test/forgot-password');
    await expect(login(server, '12345', DEMO_PASSWORD)).rejects.toThrow();
    await expect(login(server, '12345', 'Redefinida@2026')).resolves.toMatchObject({ cro: '12345' });
    const refresh = await call(server, 'POST', '/api/account/refresh', {
      body: { refreshToken: oldSession.refreshToken },
    });
    expect(refresh.status).toBe(401);

    const reused = await call(server, 'POST', tokenPath(link), {
      body: { password: 'Outra@2026x', confirmPassword: 'Outra@2026x' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(fieldErrorBody('token', LINK_INVALIDO));
    await expect(login(server, '12345', 'Redefinida@2026')).resolves.toMatchObject({ cro: '12345' });
  });

  it('should refuse an expired reset link, changing nothing', async () => {
    const mail = smtp.nextMail();
    await call(server, 'POST', '/api/account/forgot-password', { body: { document: '54321' } });
    const link = linkIn(await mail, '/reset-password');
    const token = await server.db
      .selectFrom('emailToken')
      .select(['id', 'expiraEm', 'criadoEm'])
      .where('finalidade', '=', 'redefinicao')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Reset links live 1 hour.
    expect(token.expiraEm.getTime() - token.criadoEm.getTime()).toBeGreaterThanOrEqual(
      60 * 60 * 1000 - 5_000,
    );
    expect(token.expiraEm.getTime() - token.criadoEm.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 5_000);
    await server.db
      .updateTable('emailToken')
      .set({ expiraEm: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', token.id)
      .execute();
    const before = await passwordOf('54321');
    const response = await call(server, 'POST', tokenPath(link), {
      body: { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(fieldErrorBody('token', LINK_INVALIDO));
    expect(await passwordOf('54321')).toBe(before);
  });

  it('should give first-access links 24 hours', async () => {
    await server.db.updateTable('dentista').set({ senhaHash: null }).where('cro', '=', '22222').execute();
    const mail = smtp.nextMail();
    await call(server, 'POST', '/api/account/register-first-access', { body: { document: '22222' } });
    await mail;
    const token = await server.db
      .selectFrom('emailToken')
      .select(['expiraEm', 'criadoEm'])
      .where('finalidade', '=', 'primeiro_acesso')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const lifetime = token.expiraEm.getTime() - token.criadoEm.getTime();
    expect(Math.abs(lifetime - 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('should refuse a forged token and a reset token used for first access, changing nothing', async () => {
    const before = await passwordOf('54321');
    const forged = await call(server, 'POST', '/api/account/reset-password?token=forjado-por-alguem', {
      body: { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual(fieldErrorBody('token', LINK_INVALIDO));

    const mail = smtp.nextMail();
    await call(server, 'POST', '/api/account/forgot-password', { body: { document: '54321' } });
    const resetLink = new URL(linkIn(await mail, '/reset-password'));
    const crossed = await call(server, 'POST', `/api/account/register-from-email${resetLink.search}`, {
      body: { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body).toEqual(fieldErrorBody('token', LINK_INVALIDO));
    expect(await passwordOf('54321')).toBe(before);
  });

  it('should answer 409 to forgot-password for a dentist who has not done the first access', async () => {
    const response = await call(server, 'POST', '/api/account/forgot-password', {
      body: { document: '33333' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(
      errorBody('Primeiro acesso ainda não realizado. Utilize “Primeiro acesso” para definir sua senha.'),
    );
  });
});

describe('dev outbox without SMTP_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should keep the e-mail in the outbox, list it at /dev/emails, and let first access finish from its link', async () => {
    const request = await call(server, 'POST', '/api/account/register-first-access', {
      body: { document: '11111' },
    });
    expect(request.status).toBe(200);

    const outbox = await call<{ data: DevEmail[] }>(server, 'GET', '/dev/emails');
    expect(outbox.status).toBe(200);
    const [email] = outbox.body.data;
    expect(email?.para).toBe('carla.mendes@example.com');
    expect(email?.texto).toContain(email?.link ?? 'sem link');
    const link = new URL(email?.link ?? '');
    expect(link.pathname).toBe('/register-from-email');

    const page = await fetch(`${server.baseUrl}/dev/emails`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('Caixa de saída de desenvolvimento');

    const done = await call(server, 'POST', `/api/account/register-from-email${link.search}`, {
      body: { password: 'Jabuticaba@2026', confirmPassword: 'Jabuticaba@2026' },
    });
    expect(done.status).toBe(200);
    await expect(login(server, '11111', 'Jabuticaba@2026')).resolves.toMatchObject({ cro: '11111' });
  });

  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])(
    'should list the outbox to %s',
    async (ip) => {
      const response = await server.app.inject({ method: 'GET', url: '/dev/emails', remoteAddress: ip });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['203.0.113.7', '10.0.0.5', '::ffff:192.168.0.10', '2001:db8::1'])(
    'should not list the outbox, and its links, to %s',
    async (ip) => {
      const response = await server.app.inject({ method: 'GET', url: '/dev/emails', remoteAddress: ip });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('register-from-email');
      expect(response.json()).toEqual(errorBody('Recurso não encontrado.'));
    },
  );
});
