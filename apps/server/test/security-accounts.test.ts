import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/contas/common-passwords';
import { SecurityEvents } from '../src/trilha-de-acesso/security-events';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import {
  call,
  DEMO_PASSWORD,
  errorBody,
  fieldErrorBody,
  login,
  startTestServer,
  type TestServer,
} from './support/server';
import { dentistaIdOf, giveDemoPassword, refresh, resetPassword, resetTokenFor } from './support/sessions';

const SENHA_COMUM = 'Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.';

/** A login from a given client address (the servers below trust the loopback proxy's X-Forwarded-For). */
const attempt = (server: TestServer, cro: string, password: string, client = '203.0.113.1') =>
  call(server, 'POST', '/api/account/login', {
    body: { document: cro, password, origin: 'Dentista' },
    headers: { 'x-forwarded-for': client },
  });

describe.each(backends)('account protections on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  // Only 12345 and 54321 have a password in the demo data.
  const withDemoPassword = (cro: string) => giveDemoPassword(server, cro);

  describe('common passwords', () => {
    it('should refuse a common password when it is changed, reset or first set, in pt-BR, changing nothing', async () => {
      const session = await login(server, '12345');
      const before = await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', '12345')
        .executeTakeFirstOrThrow();
      for (const common of ['senha123', 'Password1', '12345678', 'qwerty123']) {
        const changed = await callOperation(server, 'changePassword', {
          token: session.accessToken,
          body: { currentPassword: DEMO_PASSWORD, newPassword: common, confirmPassword: common },
        });
        expect(changed.status).toBe(400);
        expect(changed.body).toEqual(fieldErrorBody('newPassword', SENHA_COMUM));
      }
      const token = await resetTokenFor(server, '12345', 'ana.souza@example.com');
      const reset = await resetPassword(server, token, 'iloveyou');
      expect(reset.status).toBe(400);
      expect(reset.body).toEqual(fieldErrorBody('newPassword', SENHA_COMUM));
      const after = await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', '12345')
        .executeTakeFirstOrThrow();
      expect(after.senhaHash).toBe(before.senhaHash);

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
          body: { password: 'abcd1234', confirmPassword: 'abcd1234' },
        },
      );
      expect(first.status).toBe(400);
      expect(first.body).toEqual(fieldErrorBody('password', SENHA_COMUM));
    });

    it('should accept the demo and test passwords', () => {
      for (const password of [
        DEMO_PASSWORD,
        'Cajueiro@2027',
        'Jabuticaba@2026',
        'Jabuticaba@2027',
        'Redefinida@2026',
        'NovaSenha1!',
        'Outra@2026',
        'Outra@2026x',
        'Outra@Senha1',
        'Outra@Senha2026',
      ]) {
        expect(isCommonPassword(password), password).toBe(false);
      }
    });
  });

  describe('e-mailed links', () => {
    const linksTo = async (email: string, screen: string) =>
      (
        await server.db
          .selectFrom('emailOutbox')
          .select('link')
          .where('para', '=', email)
          .where('link', 'like', `%${screen}?%`)
          .execute()
      ).length;
    /** Moves the dentist's links back by `seconds` (the clock of the test). */
    const ageTokens = (cro: string, seconds: number) =>
      sql`update email_token set criado_em = criado_em - make_interval(secs => ${seconds})
          where dentista_id = (select id from dentista where cro = ${cro})`.execute(server.db);

    it('should send one reset link per CRO and minute while it is unused, answering the same', async () => {
      const ask = () => call(server, 'POST', '/api/account/forgot-password', { body: { document: '54321' } });
      const before = await linksTo('bruno.lima@example.com', '/reset-password');
      const first = await ask();
      const second = await ask();
      expect(first.status).toBe(200);
      expect(second).toMatchObject({ status: 200, body: first.body });
      expect(await linksTo('bruno.lima@example.com', '/reset-password')).toBe(before + 1);

      // A minute later another one goes.
      await ageTokens('54321', 61);
      await ask();
      expect(await linksTo('bruno.lima@example.com', '/reset-password')).toBe(before + 2);
    });

    it('should send a new link at once when the last one was used', async () => {
      await withDemoPassword('44444');
      const token = await resetTokenFor(server, '44444', 'fabio.santos@example.com');
      expect((await resetPassword(server, token, 'Redefinida@2026')).status).toBe(200);
      const before = await linksTo('fabio.santos@example.com', '/reset-password');
      await call(server, 'POST', '/api/account/forgot-password', { body: { document: '44444' } });
      expect(await linksTo('fabio.santos@example.com', '/reset-password')).toBe(before + 1);
    });

    it('should send at most 5 links of a kind per CRO and hour', async () => {
      const before = await linksTo('diego.almeida@example.com', '/register-from-email');
      for (let index = 0; index < 7; index++) {
        const asked = await call(server, 'POST', '/api/account/register-first-access', {
          body: { document: '22222' },
        });
        expect(asked.status).toBe(200);
        await ageTokens('22222', 61);
      }
      expect(await linksTo('diego.almeida@example.com', '/register-from-email')).toBe(before + 5);
    });
  });

  describe('security events', () => {
    const events = () =>
      server.db
        .selectFrom('eventoSeguranca')
        .select(['tipo', 'dentistaId', 'cro', 'ip'])
        .orderBy('id')
        .execute();
    const idOf = (cro: string) => dentistaIdOf(server, cro);

    it('should record sign-ins, failures, locks, refresh reuse, password changes and resets, and logouts', async () => {
      const before = (await events()).length;
      const ana = await idOf('12345');
      const { senhaHash: demoHash } = await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', '12345')
        .executeTakeFirstOrThrow();
      const client = '203.0.113.50';
      expect((await attempt(server, '12345', 'Errada@2026', client)).status).toBe(401);
      expect((await attempt(server, '77777', 'Errada@2026', client)).status).toBe(401);
      // Past its free failures on an unknown CRO, the client waits (login-throttle.test.ts).
      await server.db
        .insertInto('tentativaLogin')
        .values({
          cro: '98765',
          cliente: `ip:${client}`,
          falhas: 4,
          ultimaFalhaEm: sql<Date>`now()`,
          bloqueadoAte: sql<Date>`now() + interval '1 minute'`,
        })
        .execute();
      expect((await attempt(server, '98765', 'Errada@2026', client)).status).toBe(429);
      const signedIn = await attempt(server, '12345', DEMO_PASSWORD, client);
      const session = (signedIn.body as { data: { accessToken: string; refreshToken: string } }).data;

      // The token rotated once, presented again within the grace period, then a third time: reuse.
      await refresh(server, session.refreshToken);
      await refresh(server, session.refreshToken);
      expect((await refresh(server, session.refreshToken)).status).toBe(401);

      const again = (await login(server, '12345')).accessToken;
      const changed = await callOperation(server, 'changePassword', {
        token: again,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Cajueiro@2027',
          confirmPassword: 'Cajueiro@2027',
        },
      });
      expect(changed.status).toBe(200);
      const token = await resetTokenFor(server, '12345', 'ana.souza@example.com');
      expect((await resetPassword(server, token)).status).toBe(200);
      const last = (await login(server, '12345', 'Redefinida@2026')).accessToken;
      expect((await callOperation(server, 'logout', { token: last })).status).toBe(200);
      // Back to the demo password for the tests after this one: a reset may not set it (it is blocked).
      await server.db
        .updateTable('dentista')
        .set({ senhaHash: demoHash })
        .where('cro', '=', '12345')
        .execute();

      const local = '127.0.0.1';
      expect((await events()).slice(before)).toEqual([
        { tipo: 'login_falha', dentistaId: ana, cro: '12345', ip: client },
        { tipo: 'login_falha', dentistaId: null, cro: '77777', ip: client },
        { tipo: 'login_bloqueado', dentistaId: null, cro: '98765', ip: client },
        { tipo: 'login_sucesso', dentistaId: ana, cro: '12345', ip: client },
        { tipo: 'reuso_refresh', dentistaId: ana, cro: '12345', ip: local },
        { tipo: 'login_sucesso', dentistaId: ana, cro: '12345', ip: local },
        { tipo: 'troca_senha', dentistaId: ana, cro: '12345', ip: local },
        { tipo: 'redefinicao_senha', dentistaId: ana, cro: '12345', ip: local },
        { tipo: 'login_sucesso', dentistaId: ana, cro: '12345', ip: local },
        { tipo: 'logout', dentistaId: ana, cro: '12345', ip: local },
      ]);
    });

    it('should keep the events append-only', async () => {
      await expect(server.db.updateTable('eventoSeguranca').set({ ip: '0.0.0.0' }).execute()).rejects.toThrow(
        /apenas inserções/,
      );
      await expect(server.db.deleteFrom('eventoSeguranca').execute()).rejects.toThrow(/apenas inserções/);
    });

    it('should write a structured log line with the CRO masked', async () => {
      const lines: { fields: object; message: string }[] = [];
      const events = new SecurityEvents(server.db, {
        info: (fields, message) => lines.push({ fields, message }),
      });
      await events.record({ tipo: 'login_falha', cro: '54321', ip: '203.0.113.9' });
      await events.record({ tipo: 'logout', dentistaId: await idOf('12345'), ip: '203.0.113.9' });
      expect(lines).toEqual([
        {
          fields: { eventoSeguranca: 'login_falha', dentistaId: null, cro: '***21', ip: '203.0.113.9' },
          message: 'evento de segurança',
        },
        {
          fields: {
            eventoSeguranca: 'logout',
            dentistaId: await idOf('12345'),
            cro: '***45',
            ip: '203.0.113.9',
          },
          message: 'evento de segurança',
        },
      ]);
      expect(JSON.stringify(lines)).not.toContain('54321');
    });
  });
});

describe.each(backends)('the per-address login limit without TRUST_PROXY on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, rateLimits: { login: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should keep one bucket for a client that sends a new X-Forwarded-For each time', async () => {
    const statuses = [];
    for (let index = 1; index <= 5; index++) {
      // A different CRO each time, so that only the per-address limit can refuse.
      statuses.push((await attempt(server, `9000${index}`, 'Errada@2026', `203.0.113.${index}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await attempt(server, '12345', DEMO_PASSWORD, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
  });
});
