import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/autenticacao/access-token';
import { backends } from './support/database';
import {
  AUDITOR_CRO,
  call,
  login,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from './support/server';
import { claimsOf, dentistaIdOf } from './support/sessions';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const FILA = '/api/v2/auditoria/fila';
const DASHBOARD = '/api/v2/dashboard';

/** A token signed with the server's own secret (as by someone who guessed it), saying whatever we ask. */
const forge = (claims: { sub: string; role: 'Dentista' | 'Auditor'; sid: string; cro?: string }) =>
  signAccessToken({ cro: claims.cro ?? '99999', nome: 'Forjado', ...claims }, secret);

describe.each(backends)('the bearer check is an allow-list on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should let a genuine auditor token read the audit queue (the control of the cases below)', async () => {
    const auditor = await login(server, AUDITOR_CRO);
    expect((await call(server, 'GET', FILA, { token: auditor.accessToken })).status).toBe(200);
  });

  it('should refuse a token with a valid signature whose session does not exist (role Auditor, invented user)', async () => {
    const forged = await forge({ sub: '424242', role: 'Auditor', sid: randomUUID() });
    expect((await call(server, 'GET', FILA, { token: forged })).status).toBe(401);
    // The real auditor's id with an invented session is refused too.
    const auditorId = String(await dentistaIdOf(server, AUDITOR_CRO));
    const withRealUser = await forge({ sub: auditorId, role: 'Auditor', sid: randomUUID() });
    expect((await call(server, 'GET', FILA, { token: withRealUser })).status).toBe(401);
  });

  it('should refuse a token naming a live session of another user', async () => {
    const auditor = await login(server, AUDITOR_CRO);
    const dentist = await login(server, '12345');
    const dentistId = String(await dentistaIdOf(server, '12345'));
    // The dentist's id over the auditor's open session, and the auditor's role over the dentist's session.
    const dentistOnAuditorSession = await forge({
      sub: dentistId,
      role: 'Auditor',
      sid: String(claimsOf(auditor.accessToken).sid),
    });
    expect((await call(server, 'GET', FILA, { token: dentistOnAuditorSession })).status).toBe(401);
    const auditorId = String(await dentistaIdOf(server, AUDITOR_CRO));
    const auditorOnDentistSession = await forge({
      sub: auditorId,
      role: 'Auditor',
      sid: String(claimsOf(dentist.accessToken).sid),
    });
    expect((await call(server, 'GET', FILA, { token: auditorOnDentistSession })).status).toBe(401);
  });

  it("should refuse a token whose role is not the account's, on the account's own open session", async () => {
    const dentist = await login(server, '12345');
    const { sub, sid } = claimsOf(dentist.accessToken);
    const promoted = await forge({ sub: String(sub), role: 'Auditor', sid: String(sid), cro: '12345' });
    expect((await call(server, 'GET', FILA, { token: promoted })).status).toBe(401);
    // The genuine token of that same session goes on working.
    expect((await call(server, 'GET', DASHBOARD, { token: dentist.accessToken })).status).toBe(200);
  });
});
