import { setTimeout as sleep } from 'node:timers/promises';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RevokedSessions } from '../src/autenticacao/revoked-sessions';
import type { SessionHooks } from '../src/contas/sessions';
import { backends } from './support/database';
import { call, DEMO_PASSWORD, errorBody, login, startTestServer, type TestServer } from './support/server';
import {
  claimsOf,
  currentStatus,
  dentistaIdOf,
  giveDemoPassword,
  refresh,
  refreshGates,
  resetPassword,
  resetTokenFor,
} from './support/sessions';

const SESSAO_EXPIRADA = 'Sua sessão expirou. Por favor, faça login novamente.';

/** Refresh tokens of the dentist that would still be accepted. */
async function liveRefreshTokens(server: TestServer, cro: string) {
  return server.db
    .selectFrom('refreshToken')
    .select('id')
    .where('dentistaId', '=', await dentistaIdOf(server, cro))
    .where('revogadoEm', 'is', null)
    .execute();
}

const outboxTo = (server: TestServer, email: string) =>
  server.db
    .selectFrom('emailOutbox')
    .select(['assunto', 'texto', 'html'])
    .where('para', '=', email)
    .orderBy('id', 'desc')
    .execute();

describe.each(backends)('sessions that really end on %s', (backend) => {
  let server: TestServer;
  const gates = refreshGates();

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      sessionHooks: gates.hooks,
      env: { SESSION_REVOCATION_POLL_SECONDS: '0.2' },
    });
    for (const cro of ['22222', '33333', '44444', '55555']) await giveDemoPassword(server, cro);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('logout', () => {
    it('should end the caller’s session: its refresh token and its access token are refused afterwards', async () => {
      const other = await login(server, '12345');
      const session = await login(server, '12345');
      const response = await call(server, 'POST', '/api/account/logout', { token: session.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null, message: 'Sessão encerrada.' });

      expect(await currentStatus(server, session.accessToken)).toBe(401);
      const dentistApi = await call(server, 'GET', '/api/v2/dashboard', { token: session.accessToken });
      expect(dentistApi.status).toBe(401);
      const renewed = await refresh(server, session.refreshToken);
      expect(renewed.status).toBe(401);
      expect(renewed.body).toEqual(errorBody(SESSAO_EXPIRADA));
      const again = await call(server, 'POST', '/api/account/logout', { token: session.accessToken });
      expect(again.status).toBe(401);

      // The dentist's other session goes on.
      expect(await currentStatus(server, other.accessToken)).toBe(200);
      expect((await refresh(server, other.refreshToken)).status).toBe(200);
      const row = await server.db
        .selectFrom('sessao')
        .select(['revogadaEm', 'motivoRevogacao'])
        .where('id', '=', String(claimsOf(session.accessToken).sid))
        .executeTakeFirstOrThrow();
      expect(row.motivoRevogacao).toBe('logout');
      expect(row.revogadaEm).toBeInstanceOf(Date);
    });

    it('should refuse a logout without an access token', async () => {
      const response = await call(server, 'POST', '/api/account/logout');
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
    });

    it('should have every server on the database refuse the access token within one poll interval', async () => {
      const sibling = await server.sibling();
      const session = await login(server, '12345');
      // Only `Date` is faked, and stands still: the poll interval (0.2 s here) passes when `pass` says so,
      // whatever the load on the machine.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        // The sibling has verified the token, and read the ended sessions, before the session ends.
        expect(await currentStatus(sibling, session.accessToken)).toBe(200);
        expect(
          (await call(server, 'POST', '/api/account/logout', { token: session.accessToken })).status,
        ).toBe(200);
        // The server that ended it refuses it at once; the sibling knows at its next read.
        expect(await currentStatus(server, session.accessToken)).toBe(401);
        expect(await currentStatus(sibling, session.accessToken)).toBe(200);
        vi.setSystemTime(Date.now() + 200);
        expect(await currentStatus(sibling, session.accessToken)).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('the revocation cache of each server', () => {
    /** The server's database, counting the queries made through it. */
    function countingDb() {
      const counter = { queries: 0 };
      const counting: KyselyPlugin = {
        transformQuery: ({ node }) => {
          counter.queries++;
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      return { db: server.db.withPlugin(counting), counter };
    }

    it('should read the database at most once per poll interval, however many requests ask', async () => {
      const { db, counter } = countingDb();
      const revoked = new RevokedSessions(db, 60_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => revoked.isRevoked('qualquer')));
      for (let index = 0; index < 50; index++) answers.push(await revoked.isRevoked('qualquer'));
      expect(answers.every((answer) => answer === false)).toBe(true);
      expect(counter.queries).toBe(1);
      // What this server ended itself is refused at once, without another read.
      revoked.remember(['encerrada-aqui']);
      expect(await revoked.isRevoked('encerrada-aqui')).toBe(true);
      expect(counter.queries).toBe(1);
    });

    it('should learn within one poll interval a session ended through another server', async () => {
      const { db } = countingDb();
      const revoked = new RevokedSessions(db, 150);
      const session = await login(server, '12345');
      const sid = String(claimsOf(session.accessToken).sid);
      expect(await revoked.isRevoked(sid)).toBe(false);
      await sql`update sessao set revogada_em = now(), motivo_revogacao = 'logout' where id = ${sid}`.execute(
        server.db,
      );
      await sleep(200);
      expect(await revoked.isRevoked(sid)).toBe(true);
    });
  });

  describe('password change and reset', () => {
    it('should keep the session that changed the password, end the others (access tokens too) and e-mail the dentist', async () => {
      const other = await login(server, '22222');
      const asking = await login(server, '22222');
      expect(await currentStatus(server, other.accessToken)).toBe(200);
      const response = await call(server, 'POST', '/api/account/change-password', {
        token: asking.accessToken,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Jabuticaba@2027',
          confirmPassword: 'Jabuticaba@2027',
        },
      });
      expect(response.status).toBe(200);

      expect(await currentStatus(server, other.accessToken)).toBe(401);
      expect((await refresh(server, other.refreshToken)).status).toBe(401);
      expect(await currentStatus(server, asking.accessToken)).toBe(200);
      expect((await refresh(server, asking.refreshToken)).status).toBe(200);

      const [notice] = await outboxTo(server, 'diego.almeida@example.com');
      expect(notice?.assunto).toBe('Portal do Dentista: sua senha foi alterada');
      expect(notice?.texto).toContain('A senha do Portal do Dentista foi alterada em Configurações.');
      expect(notice?.texto).toContain('http://portal.test/forgot-password');
      expect(notice?.html).toContain('Sua senha foi alterada');
    });

    it('should end every session of the dentist on a reset, access tokens included, and e-mail the dentist', async () => {
      const first = await login(server, '33333');
      const second = await login(server, '33333');
      const token = await resetTokenFor(server, '33333', 'elisa.ferreira@example.com');
      const done = await resetPassword(server, token);
      expect(done.status).toBe(200);

      for (const session of [first, second]) {
        expect(await currentStatus(server, session.accessToken)).toBe(401);
        expect((await refresh(server, session.refreshToken)).status).toBe(401);
      }
      expect(await liveRefreshTokens(server, '33333')).toEqual([]);
      const [notice] = await outboxTo(server, 'elisa.ferreira@example.com');
      expect(notice?.assunto).toBe('Portal do Dentista: sua senha foi redefinida');
      expect(notice?.texto).toContain('Todas as sessões abertas foram encerradas.');
    });
  });

  describe('refresh', () => {
    /** A reset link for the dentist, and a refresh of a new session of theirs stopped at `point`. */
    async function refreshPausedAt(point: keyof SessionHooks, cro: string, email: string) {
      const session = await login(server, cro);
      const token = await resetTokenFor(server, cro, email);
      const gate = gates.pauseAt(point);
      const refreshing = refresh(server, session.refreshToken);
      await gate.reached;
      return { session, token, gate, refreshing };
    }

    it('should keep both tabs signed in, with the same refresh token, when they refresh the same token at the same moment', async () => {
      const session = await login(server, '12345');
      const [first, second] = await Promise.all([
        refresh(server, session.refreshToken),
        refresh(server, session.refreshToken),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      // The grace hands the second tab the refresh token of the first rotation: one chain, not two.
      expect(first.bodyAt(200).data.refreshToken).toBe(second.bodyAt(200).data.refreshToken);
      for (const pair of [first.bodyAt(200).data, second.bodyAt(200).data]) {
        // The same session, not a new login.
        expect(claimsOf(pair.accessToken).sid).toBe(claimsOf(session.accessToken).sid);
        expect(await currentStatus(server, pair.accessToken)).toBe(200);
      }
      // Whichever tab refreshes first carries the chain on; the other, within the grace, gets the same pair.
      const next = await refresh(server, first.bodyAt(200).data.refreshToken);
      expect(next.status).toBe(200);
      const sameAgain = await refresh(server, second.bodyAt(200).data.refreshToken);
      expect(sameAgain.bodyAt(200).data.refreshToken).toBe(next.bodyAt(200).data.refreshToken);
    });

    it('should refuse a refresh that waited while a reset ended the session (no token survives)', async () => {
      const { session, token, gate, refreshing } = await refreshPausedAt(
        'refreshTokenFound',
        '44444',
        'fabio.santos@example.com',
      );
      expect((await resetPassword(server, token)).status).toBe(200);
      gate.open();
      expect((await refreshing).status).toBe(401);
      expect(await liveRefreshTokens(server, '44444')).toEqual([]);
      expect(await currentStatus(server, session.accessToken)).toBe(401);
    });

    it('should make a reset wait for a refresh holding the session, then end what it issued (no token survives)', async () => {
      const { token, gate, refreshing } = await refreshPausedAt(
        'refreshSessionLocked',
        '55555',
        'gabriela.rocha@example.com',
      );
      let resetSettled = false;
      const resetting = resetPassword(server, token).finally(() => {
        resetSettled = true;
      });
      await sleep(500);
      expect(resetSettled).toBe(false);
      gate.open();
      const renewed = await refreshing;
      expect(renewed.status).toBe(200);
      expect((await resetting).status).toBe(200);

      expect((await refresh(server, renewed.bodyAt(200).data.refreshToken)).status).toBe(401);
      expect(await currentStatus(server, renewed.bodyAt(200).data.accessToken)).toBe(401);
      expect(await liveRefreshTokens(server, '55555')).toEqual([]);
    });
  });
});

describe.each(backends)('session limits on %s', (backend) => {
  let idle: TestServer;
  let absolute: TestServer;

  beforeAll(async () => {
    // 30 s without a refresh; 36 s from login (on the clock `pass` moves).
    idle = await startTestServer({ backend, env: { SESSION_IDLE_MINUTES: '0.5' } });
    absolute = await startTestServer({ backend, env: { SESSION_MAX_HOURS: '0.01' } });
    // The server runs in this process and reads every limit from `Date` (sessions, tokens, jose's expiry):
    // only `Date` is faked, it keeps running, and `pass` moves it on instead of sleeping (was 14 s a database).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await idle?.close();
    await absolute?.close();
  });

  /** Moves the process's clock on by `ms` at once. */
  const pass = (ms: number) => vi.setSystemTime(Date.now() + ms);

  const sessionRow = (server: TestServer, token: string) =>
    server.db
      .selectFrom('sessao')
      .select('motivoRevogacao')
      .where('id', '=', String(claimsOf(token).sid))
      .executeTakeFirstOrThrow();

  it('should end a session left without a refresh past SESSION_IDLE_MINUTES, counting from the last refresh', async () => {
    const session = await login(idle, '12345');
    const lifetime = Number(claimsOf(session.accessToken).exp) - Number(claimsOf(session.accessToken).iat);
    expect(lifetime).toBeGreaterThanOrEqual(29);
    expect(lifetime).toBeLessThanOrEqual(30);
    pass(15_000);
    const kept = await refresh(idle, session.refreshToken);
    expect(kept.status).toBe(200);
    // 30 s after login, 15 s after the refresh: still alive.
    pass(15_000);
    const keptAgain = await refresh(idle, kept.bodyAt(200).data.refreshToken);
    expect(keptAgain.status).toBe(200);
    const last = keptAgain.bodyAt(200).data;
    expect(await currentStatus(idle, last.accessToken)).toBe(200);

    pass(30_500);
    // The access token never outlives the idle limit, and the refresh ends the session.
    expect(await currentStatus(idle, last.accessToken)).toBe(401);
    expect((await refresh(idle, last.refreshToken)).status).toBe(401);
    expect(await sessionRow(idle, last.accessToken)).toEqual({ motivoRevogacao: 'inativa' });
  });

  it('should end a session SESSION_MAX_HOURS after login however active it is', async () => {
    const session = await login(absolute, '12345');
    const loginAt = Number(claimsOf(session.accessToken).iat);
    expect(Number(claimsOf(session.accessToken).exp) - loginAt).toBeLessThanOrEqual(36);
    pass(20_000);
    const renewed = await refresh(absolute, session.refreshToken);
    expect(renewed.status).toBe(200);
    // Signed 20 s after login, it still ends with the session.
    expect(Number(claimsOf(renewed.bodyAt(200).data.accessToken).exp) - loginAt).toBeLessThanOrEqual(36);

    pass(20_000);
    expect(await currentStatus(absolute, renewed.bodyAt(200).data.accessToken)).toBe(401);
    expect((await refresh(absolute, renewed.bodyAt(200).data.refreshToken)).status).toBe(401);
    expect(await sessionRow(absolute, renewed.bodyAt(200).data.accessToken)).toEqual({
      motivoRevogacao: 'expirada',
    });
  });
});
