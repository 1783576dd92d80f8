import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT } from '../src/autenticacao/password';
import { DEVICE_COOKIE } from '../src/contas/known-device';
import { LoginAlarm } from '../src/trilha-de-acesso/login-alarm';
import { SecurityEvents } from '../src/trilha-de-acesso/security-events';
import { backends } from './support/database';
import { call, DEMO_PASSWORD, errorBody, startTestServer, type TestServer } from './support/server';
import { giveDemoPassword, resetPassword, resetTokenFor } from './support/sessions';

const CREDENCIAIS = 'CRO ou senha inválidos.';
const aguarde = (segundos: number) =>
  `Muitas tentativas de acesso com este CRO. Tente novamente em ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}.`;
const WRONG = 'Errada@2026';
/** The CRO of a throttle row: a known account's failures are counted against 'CRO/UF' (identidadeDoLogin). */
const croDaIdentidade = sql<string>`split_part(cro, '/', 1)`;

interface Attempt {
  /** The client's address (the servers below trust the loopback proxy's X-Forwarded-For). */
  from?: string;
  /** The `Cookie` header: a device cookie of an earlier sign-in. */
  cookie?: string;
}

const attempt = (server: TestServer, cro: string, password: string, { from, cookie }: Attempt = {}) =>
  call(server, 'POST', '/api/account/login', {
    body: { document: cro, password, origin: 'Dentista' },
    headers: { ...(from ? { 'x-forwarded-for': from } : {}), ...(cookie ? { cookie } : {}) },
  });

/** The device cookie a sign-in set, as a `Cookie` header, and its Set-Cookie attributes. */
function deviceCookieOf(headers: Headers): { cookie: string; setCookie: string } {
  const setCookie = headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!setCookie) throw new Error('o login não marcou o dispositivo');
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}

describe.each(backends)('sign-in delays per (CRO, client) on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowsOf = (cro: string) =>
    server.db
      .selectFrom('tentativaLogin')
      .selectAll()
      .where(croDaIdentidade, '=', cro)
      .orderBy('cliente')
      .execute();
  /** Ends every delay of the CRO now (the clock of the test), keeping the failures counted. */
  const endDelays = (cro: string) =>
    server.db
      .updateTable('tentativaLogin')
      .set({ bloqueadoAte: sql<Date>`now() - interval '1 second'` })
      .where(croDaIdentidade, '=', cro)
      .execute();

  it('should slow only the failing client, by 1, 2, 4, 8 s up to 10 s, while the CRO signs in from elsewhere', async () => {
    await giveDemoPassword(server, '55555');
    const attacker = { from: '198.51.100.7' };
    for (let index = 0; index < 3; index++) {
      expect(await attempt(server, '55555', WRONG, attacker)).toMatchObject({ status: 401 });
    }
    const waits: number[] = [];
    for (let index = 0; index < 6; index++) {
      const failed = await attempt(server, '55555', WRONG, attacker);
      expect(failed.status).toBe(401);
      expect(failed.body).toEqual(errorBody(CREDENCIAIS));
      const refused = await attempt(server, '55555', DEMO_PASSWORD, attacker);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(refused.body).toEqual(errorBody(aguarde(wait)));
      // The same answer for a wrong password: the delay does not tell whether the password was right.
      const wrong = await attempt(server, '55555', WRONG, attacker);
      expect(wrong).toMatchObject({ status: 429, body: refused.body });
      waits.push(wait);
      // Nobody else is slowed: the dentist signs in at once from another address.
      expect((await attempt(server, '55555', DEMO_PASSWORD, { from: '192.0.2.10' })).status).toBe(200);
      await endDelays('55555');
    }
    expect(waits).toEqual([1, 2, 4, 8, 10, 10]);
    // The refused attempts were not counted: 3 free failures and the 6 above.
    expect((await rowsOf('55555')).map(({ cliente, falhas }) => ({ cliente, falhas }))).toEqual([
      { cliente: 'ip:198.51.100.7', falhas: 9 },
    ]);
  });

  it('should count an unknown CRO alike, so the delay reveals nothing about which CROs exist', async () => {
    const client = { from: '198.51.100.8' };
    for (let index = 0; index < 4; index++) {
      expect((await attempt(server, '98765', WRONG, client)).status).toBe(401);
    }
    const refused = await attempt(server, '98765', WRONG, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(errorBody(aguarde(1)));
    expect(refused.headers.get('retry-after')).toBe('1');
  });

  it('should mark a browser that signed in as a known device of that CRO: HttpOnly, Strict, the sign-in path, 180 days', async () => {
    const signedIn = await attempt(server, '12345', DEMO_PASSWORD, { from: '203.0.113.20' });
    expect(signedIn.status).toBe(200);
    const { setCookie } = deviceCookieOf(signedIn.headers);
    const attributes = setCookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([
        `max-age=${180 * 24 * 60 * 60}`,
        'path=/api/account/login',
        'httponly',
        'samesite=strict',
      ]),
    );
    // Plain http outside production: a Secure cookie would never come back.
    expect(attributes).not.toContain('secure');
    // Over https (behind the proxy) it is Secure.
    const overHttps = await call(server, 'POST', '/api/account/login', {
      body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista' },
      headers: { 'x-forwarded-for': '203.0.113.21', 'x-forwarded-proto': 'https' },
    });
    expect(deviceCookieOf(overHttps.headers).setCookie.toLowerCase()).toContain('; secure');
  });

  it("should never slow a known device for others' failures at its own address, only for its own", async () => {
    await giveDemoPassword(server, '44444');
    const clinic = '203.0.113.30';
    const first = await attempt(server, '44444', DEMO_PASSWORD, { from: clinic });
    const { cookie } = deviceCookieOf(first.headers);
    // A stranger at the same address (no cookie) fails 20 times.
    const strangers = [];
    for (let index = 0; index < 20; index++) {
      strangers.push((await attempt(server, '44444', WRONG, { from: clinic })).status);
    }
    expect(strangers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(strangers).toContain(429);
    expect((await attempt(server, '44444', DEMO_PASSWORD, { from: clinic })).status).toBe(429);
    // The known device signs in at once, and again.
    const device = { from: clinic, cookie };
    expect((await attempt(server, '44444', DEMO_PASSWORD, device)).status).toBe(200);
    expect((await attempt(server, '44444', DEMO_PASSWORD, device)).status).toBe(200);
    // Its own failures slow it, like anyone's.
    for (let index = 0; index < 4; index++) {
      expect((await attempt(server, '44444', WRONG, device)).status).toBe(401);
    }
    const slowed = await attempt(server, '44444', DEMO_PASSWORD, device);
    expect(slowed).toMatchObject({ status: 429, body: errorBody(aguarde(1)) });
  });

  it('should ignore a device cookie of another CRO, and one not signed by the server', async () => {
    const home = '203.0.113.40';
    const { cookie } = deviceCookieOf(
      (await attempt(server, '12345', DEMO_PASSWORD, { from: home })).headers,
    );
    const slowedAddress = '198.51.100.9';
    for (let index = 0; index < 4; index++) {
      expect((await attempt(server, '54321', WRONG, { from: slowedAddress })).status).toBe(401);
    }
    // 12345's cookie does not vouch for 54321: the address's delay applies.
    expect((await attempt(server, '54321', DEMO_PASSWORD, { from: slowedAddress, cookie })).status).toBe(429);
    // A cookie with the value of a device but a made-up signature counts as no cookie.
    const [name, value] = cookie.split('=') as [string, string];
    const unsigned = decodeURIComponent(value).replace(/\.[^.]*$/, '.assinaturaInventada');
    const forged = `${name}=${encodeURIComponent(unsigned)}`;
    expect(
      (await attempt(server, '54321', DEMO_PASSWORD, { from: slowedAddress, cookie: forged })).status,
    ).toBe(429);
  });

  it("should clear a client's failures when it signs in, and every client's when the password is reset", async () => {
    await giveDemoPassword(server, '33333');
    for (const from of ['198.51.100.11', '198.51.100.12']) {
      for (let index = 0; index < 2; index++) {
        expect((await attempt(server, '33333', WRONG, { from })).status).toBe(401);
      }
    }
    expect((await attempt(server, '33333', DEMO_PASSWORD, { from: '198.51.100.11' })).status).toBe(200);
    expect((await rowsOf('33333')).map((row) => row.cliente)).toEqual(['ip:198.51.100.12']);
    const token = await resetTokenFor(server, '33333', 'elisa.ferreira@example.com');
    expect((await resetPassword(server, token, 'Redefinida@2026')).status).toBe(200);
    expect(await rowsOf('33333')).toEqual([]);
  });

  it('should raise the CRO-wide alarm once per window when 10 clients fail on one CRO, locking nobody', async () => {
    const alarms = async () =>
      (
        await server.db
          .selectFrom('eventoSeguranca')
          .select(['tipo', 'cro', 'ip'])
          .where('tipo', '=', 'login_alarme')
          .orderBy('id')
          .execute()
      ).filter((event) => event.cro === '22222');
    await giveDemoPassword(server, '22222');
    for (let index = 1; index <= 9; index++) {
      expect((await attempt(server, '22222', WRONG, { from: `192.0.2.${100 + index}` })).status).toBe(401);
    }
    expect(await alarms()).toEqual([]);
    expect((await attempt(server, '22222', WRONG, { from: '192.0.2.110' })).status).toBe(401);
    expect(await alarms()).toEqual([{ tipo: 'login_alarme', cro: '22222', ip: '192.0.2.110' }]);
    // More clients within the window: no second alarm. And nobody is locked.
    expect((await attempt(server, '22222', WRONG, { from: '192.0.2.111' })).status).toBe(401);
    expect((await attempt(server, '22222', DEMO_PASSWORD, { from: '192.0.2.112' })).status).toBe(200);
    expect(await alarms()).toHaveLength(1);
    // A window later the alarm may fire again.
    await server.db
      .updateTable('alarmeLogin')
      .set({ disparadoEm: sql<Date>`disparado_em - interval '16 minutes'` })
      .where(croDaIdentidade, '=', '22222')
      .execute();
    expect((await attempt(server, '22222', WRONG, { from: '192.0.2.113' })).status).toBe(401);
    expect(await alarms()).toHaveLength(2);
  });

  it('should write the alarm as a warning line with the CRO masked', async () => {
    const lines: { fields: object; message: string }[] = [];
    const log = { warn: (fields: object, message: string) => lines.push({ fields, message }) };
    const alarm = new LoginAlarm(
      server.db,
      { loginAlarmClients: 2, loginFailureWindowMs: 15 * 60_000 },
      new SecurityEvents(server.db),
      log,
    );
    const failed = (cliente: string) => ({
      cro: '70077',
      cliente,
      falhas: 1,
      ultimaFalhaEm: sql<Date>`now()`,
    });
    await server.db.insertInto('tentativaLogin').values(failed('ip:192.0.2.201')).execute();
    await alarm.afterFailure({ cro: '70077', dentistaId: null, ip: '192.0.2.201' });
    expect(lines).toEqual([]);
    await server.db.insertInto('tentativaLogin').values(failed('ip:192.0.2.202')).execute();
    await alarm.afterFailure({ cro: '70077', dentistaId: null, ip: '192.0.2.202' });
    await alarm.afterFailure({ cro: '70077', dentistaId: null, ip: '192.0.2.202' });
    expect(lines).toEqual([
      {
        fields: { alarmeLogin: '***77', clientes: 2 },
        message: 'muitos clientes errando a senha de um mesmo CRO (ninguém foi bloqueado)',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('70077');
  });
});

describe.each(backends)('the per-minute sign-in limit with known devices on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, rateLimits: { login: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("should give a known device its own bucket: a stranger at the same address uses up only the address's", async () => {
    const { cookie } = deviceCookieOf((await attempt(server, '12345', DEMO_PASSWORD)).headers);
    const strangers = [];
    for (let index = 0; index < 3; index++)
      strangers.push((await attempt(server, `9100${index}`, WRONG)).status);
    expect(strangers).toEqual([401, 401, 429]);
    const refused = await attempt(server, '12345', DEMO_PASSWORD);
    expect(refused).toMatchObject({
      status: 429,
      body: errorBody('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    });
    expect((await attempt(server, '12345', DEMO_PASSWORD, { cookie })).status).toBe(200);
    // The cookie opens no bucket for another CRO.
    expect((await attempt(server, '54321', DEMO_PASSWORD, { cookie })).status).toBe(429);
  });
});

describe.each(backends)('admission control of the password hashing on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, auditLimits: { hashConcurrency: 1, hashQueue: 0 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should answer 503 with Retry-After in pt-BR past the running and waiting derivations', async () => {
    // Production's cost: each check holds the only slot for a few hundred milliseconds.
    const senhaHash = await hashPassword(DEMO_PASSWORD, OWASP_SCRYPT);
    await server.db.updateTable('dentista').set({ senhaHash }).where('cro', '=', '54321').execute();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => attempt(server, '54321', DEMO_PASSWORD)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy?.body).toEqual(
      errorBody('Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.'),
    );
    expect(busy?.headers.get('retry-after')).toBe('2');
  });
});
