import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../src/autenticacao/opaque-token';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import {
  call,
  DEMO_PASSWORD,
  errorBody,
  fieldErrorBody,
  type LoginData,
  login,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from './support/server';
import { currentStatus, refresh } from './support/sessions';

const SESSAO_EXPIRADA = 'Sua sessão expirou. Por favor, faça login novamente.';
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe.each(backends)('sessions and the signed-in account on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  const refreshRows = () =>
    server.db
      .selectFrom('refreshToken')
      .select(['id', 'usadoEm', 'revogadoEm', 'familia'])
      .orderBy('id')
      .execute();

  describe('login', () => {
    it('should sign in CRO 12345 with a 15-minute HS256 token carrying sub, cro, nome and role', async () => {
      const response = await callOperation(server, 'login', {
        body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista' },
      });
      const body = response.bodyAt(200);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ cro: '12345', nome: 'Dra. Ana Souza' });
      const [header = ''] = body.data.accessToken.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      const claims = decodePayload(body.data.accessToken);
      expect(claims).toMatchObject({ cro: '12345', nome: 'Dra. Ana Souza', role: 'Dentista' });
      expect(typeof claims.sub).toBe('string');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
      expect(body.data.refreshToken?.length).toBeGreaterThan(30);
    });

    it('should refuse a wrong password with 401 and the pt-BR message, issuing no token', async () => {
      const before = await refreshRows();
      const response = await call(server, 'POST', '/api/account/login', {
        body: { document: '12345', password: 'errada123', origin: 'Dentista' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody('CRO ou senha inválidos.'));
      expect(await refreshRows()).toEqual(before);
    });

    it('should refuse an unknown CRO with the same 401 as a wrong password', async () => {
      const response = await call(server, 'POST', '/api/account/login', {
        body: { document: '98765', password: DEMO_PASSWORD, origin: 'Dentista' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody('CRO ou senha inválidos.'));
    });

    it('should tell a dentist without password (CRO 11111) to do the first access first', async () => {
      const response = await call(server, 'POST', '/api/account/login', {
        body: { document: '11111', password: 'qualquer-coisa', origin: 'Dentista' },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(
        errorBody('Primeiro acesso ainda não realizado. Utilize “Primeiro acesso” para definir sua senha.'),
      );
    });
  });

  describe('refresh tokens', () => {
    it('should rotate the refresh token on every refresh', async () => {
      const first = await login(server, '54321');
      const pair = (await refresh(server, first.refreshToken)).bodyAt(200).data;
      expect(pair.refreshToken).not.toBe(first.refreshToken);
      expect(decodePayload(pair.accessToken)).toMatchObject({ cro: '54321', role: 'Dentista' });
      expect(await currentStatus(server, pair.accessToken)).toBe(200);
    });

    it('should give the token just rotated the pair of its rotation once more in the same session, then treat it as stolen', async () => {
      const other = await login(server, '54321');
      const first = await login(server, '54321');
      const rotated = await refresh(server, first.refreshToken);
      expect(rotated.status).toBe(200);

      // Within the grace period (another tab, a lost answer): the refresh token of the first rotation, and an
      // access token of the same session.
      const grace = await refresh(server, first.refreshToken);
      expect(grace.status).toBe(200);
      expect(grace.bodyAt(200).data.refreshToken).toBe(rotated.bodyAt(200).data.refreshToken);
      expect(decodePayload(grace.bodyAt(200).data.accessToken).sid).toBe(
        decodePayload(first.accessToken).sid,
      );

      // A second time is reuse: every session of the dentist ends, access tokens included.
      const reuse = await refresh(server, first.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual(errorBody(SESSAO_EXPIRADA));
      for (const pair of [rotated.bodyAt(200).data, grace.bodyAt(200).data, other]) {
        expect((await refresh(server, pair.refreshToken)).status).toBe(401);
        expect(await currentStatus(server, pair.accessToken)).toBe(401);
      }
      expect(await currentStatus(server, first.accessToken)).toBe(401);
    });

    it('should go on as one chain from the pair the grace returned, the database holding hashes only', async () => {
      const first = await login(server, '54321');
      const sid = decodePayload(first.accessToken).sid;
      const rotated = (await refresh(server, first.refreshToken)).bodyAt(200).data;
      const again = (await refresh(server, first.refreshToken)).bodyAt(200).data;
      expect(again.refreshToken).toBe(rotated.refreshToken);
      const family = await server.db
        .selectFrom('refreshToken')
        .select('tokenHash')
        .where('familia', '=', String(sid))
        .execute();
      // The login's token and its one successor: the grace stored nothing more, and no token in clear.
      expect(family.map((row) => row.tokenHash).sort()).toEqual(
        [hashOpaqueToken(first.refreshToken), hashOpaqueToken(rotated.refreshToken ?? '')].sort(),
      );

      const next = await refresh(server, rotated.refreshToken);
      expect(next.status).toBe(200);
      const nextPair = next.bodyAt(200).data;
      expect(nextPair.refreshToken).not.toBe(rotated.refreshToken);
      expect(decodePayload(nextPair.accessToken).sid).toBe(sid);
      const last = (await refresh(server, nextPair.refreshToken)).bodyAt(200).data;
      expect(await currentStatus(server, last.accessToken)).toBe(200);
      expect(await currentStatus(server, again.accessToken)).toBe(200);

      // Past the grace, the first token is reuse again: the whole chain ends.
      await server.db
        .updateTable('refreshToken')
        .set({ usadoEm: sql<Date>`now() - interval '11 seconds'`, reapresentadoEm: null })
        .where('tokenHash', '=', hashOpaqueToken(first.refreshToken))
        .execute();
      expect((await refresh(server, first.refreshToken)).status).toBe(401);
      expect((await refresh(server, last.refreshToken)).status).toBe(401);
      expect(await currentStatus(server, last.accessToken)).toBe(401);
    });

    it('should treat a used refresh token presented after the grace period as stolen', async () => {
      const first = await login(server, '54321');
      const rotated = await refresh(server, first.refreshToken);
      expect(rotated.status).toBe(200);
      await server.db
        .updateTable('refreshToken')
        .set({ usadoEm: sql<Date>`now() - interval '11 seconds'` })
        .where('tokenHash', '=', hashOpaqueToken(first.refreshToken))
        .execute();
      const reuse = await refresh(server, first.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual(errorBody(SESSAO_EXPIRADA));
      expect((await refresh(server, rotated.bodyAt(200).data.refreshToken)).status).toBe(401);
      expect(await currentStatus(server, rotated.bodyAt(200).data.accessToken)).toBe(401);
    });

    it('should refuse an unknown refresh token without touching the stored ones', async () => {
      const before = await refreshRows();
      const response = await call(server, 'POST', '/api/account/refresh', {
        body: { refreshToken: 'inventado' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
      expect(await refreshRows()).toEqual(before);
    });
  });

  describe('access tokens', () => {
    let session: LoginData;
    beforeAll(async () => {
      session = await login(server, '12345');
    });

    it('should refuse a request without a token', async () => {
      const response = await call(server, 'GET', '/api/account/current');
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
    });

    it('should refuse an expired token', async () => {
      const issuedAt = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({ cro: '12345', nome: 'Dra. Ana Souza', role: 'Dentista' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(decodePayload(session.accessToken).sub))
        .setIssuer('portal-do-dentista')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 900)
        .sign(secret);
      const response = await call(server, 'GET', '/api/account/current', { token: expired });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
    });

    it('should refuse a token whose claims were changed after signing', async () => {
      const [header, , signature] = session.accessToken.split('.');
      const payload = { ...decodePayload(session.accessToken), cro: '54321', sub: '2' };
      const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      const response = await call(server, 'GET', '/api/account/current', { token: tampered });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
    });

    it('should refuse an unsigned token (alg none)', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify(decodePayload(session.accessToken))).toString('base64url');
      const response = await call(server, 'GET', '/api/account/current', { token: `${header}.${payload}.` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody(SESSAO_EXPIRADA));
    });

    it('should refuse a token signed with another secret', async () => {
      const forged = await new SignJWT({ cro: '12345', nome: 'Dra. Ana Souza', role: 'Dentista' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('portal-do-dentista')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('outro-segredo-qualquer-com-32-caracteres'));
      const response = await call(server, 'GET', '/api/account/current', { token: forged });
      expect(response.status).toBe(401);
    });
  });

  describe('the signed-in account', () => {
    it('should return the current user with clinic, notification preferences and consent', async () => {
      const { accessToken } = await login(server, '12345');
      const response = await call(server, 'GET', '/api/account/current', { token: accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        data: {
          cro: '12345',
          uf: 'SP',
          nome: 'Dra. Ana Souza',
          email: 'ana.souza@example.com',
          role: 'Dentista',
          clinica: { nome: 'Clínica Sorriso Paulista', cnpj: '12345678000195' },
          notificacoes: { sms: false, email: true, push: false },
          consentimento: { consentimento: false, atualizadoEm: null },
        },
      });
    });

    it('should save the notification preferences', async () => {
      const { accessToken } = await login(server, '12345');
      const response = await call(server, 'PUT', '/api/account/notification-preferences', {
        token: accessToken,
        body: { sms: true, email: false, push: true },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { sms: true, email: false, push: true },
        message: 'Preferências de notificação salvas.',
      });
      const current = await callOperation(server, 'getCurrentUser', { token: accessToken });
      expect(current.bodyAt(200).data.notificacoes).toEqual({ sms: true, email: false, push: true });
    });

    it('should record the consent choice with its date', async () => {
      const { accessToken } = await login(server, '12345');
      const response = await callOperation(server, 'updateConsent', {
        token: accessToken,
        body: { consentimento: true },
      });
      const consent = response.bodyAt(200).data;
      expect(consent.consentimento).toBe(true);
      expect(Date.now() - Date.parse(consent.atualizadoEm ?? '')).toBeLessThan(60_000);
      const current = await callOperation(server, 'getCurrentUser', { token: accessToken });
      expect(current.bodyAt(200).data.consentimento.consentimento).toBe(true);
    });

    it('should export meus-dados.json without password hashes or tokens', async () => {
      const { accessToken, refreshToken } = await login(server, '54321');
      const response = await callOperation(server, 'exportMyData', { token: accessToken });
      const data = response.bodyAt(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="meus-dados.json"');
      const text = JSON.stringify(data);
      expect(data.usuario.cro).toBe('54321');
      expect(data.acessos.some((acesso) => acesso.tipo === 'login')).toBe(true);
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain(refreshToken);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: Record<string, string>) =>
      call(server, 'POST', '/api/account/change-password', { token, body });
    const hashOf = async (cro: string) =>
      (
        await server.db
          .selectFrom('dentista')
          .select('senhaHash')
          .where('cro', '=', cro)
          .executeTakeFirstOrThrow()
      ).senhaHash;

    it('should refuse a wrong current password, a short one and a mismatch, changing nothing', async () => {
      const { accessToken } = await login(server, '54321');
      const before = await hashOf('54321');
      // Each refusal names its field (invalid-params), which the settings form places without reading it.
      const cases: [Record<string, string>, string, string][] = [
        [
          { currentPassword: 'errada123', newPassword: 'NovaSenha1!', confirmPassword: 'NovaSenha1!' },
          'currentPassword',
          'Senha atual incorreta.',
        ],
        [
          { currentPassword: DEMO_PASSWORD, newPassword: 'curta', confirmPassword: 'curta' },
          'newPassword',
          'Mínimo 8 caracteres',
        ],
        [
          { currentPassword: DEMO_PASSWORD, newPassword: 'NovaSenha1!', confirmPassword: 'Outra1234!' },
          'confirmPassword',
          'As senhas não coincidem',
        ],
        [
          { currentPassword: '', newPassword: 'NovaSenha1!', confirmPassword: 'NovaSenha1!' },
          'currentPassword',
          'Senha atual é obrigatória',
        ],
      ];
      for (const [body, field, expected] of cases) {
        const response = await change(accessToken, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(fieldErrorBody(field, expected));
      }
      expect(await hashOf('54321')).toBe(before);
    });

    it('should change the password when the current one is right and end the other sessions', async () => {
      const other = await login(server, '54321');
      const { accessToken, refreshToken } = await login(server, '54321');
      const response = await change(accessToken, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Jabuticaba@2027',
        confirmPassword: 'Jabuticaba@2027',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: null,
        message: 'Sua senha foi alterada com sucesso.',
      });
      const renew = (token: string) =>
        call(server, 'POST', '/api/account/refresh', { body: { refreshToken: token } });
      expect((await renew(other.refreshToken)).status).toBe(401);
      expect((await renew(refreshToken)).status).toBe(200);
      await expect(login(server, '54321', DEMO_PASSWORD)).rejects.toThrow();
      await expect(login(server, '54321', 'Jabuticaba@2027')).resolves.toMatchObject({ cro: '54321' });
    });
  });
});

describe.each(backends)('change password rate limit on %s', (backend) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('should refuse attempts past the per-minute limit with 429', async () => {
    server = await startTestServer({ backend, rateLimits: { changePassword: 2 } });
    const { accessToken } = await login(server, '12345');
    const body = { currentPassword: 'chute1234', newPassword: 'NovaSenha1!', confirmPassword: 'NovaSenha1!' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push(
        (await call(server, 'POST', '/api/account/change-password', { token: accessToken, body })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
