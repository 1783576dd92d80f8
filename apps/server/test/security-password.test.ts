import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT,
  scryptCostFor,
  TEST_SCRYPT,
  verifyPassword,
} from '../src/autenticacao/password';
import { backends } from './support/database';
import { call, DEMO_PASSWORD, login, startTestServer, type TestServer } from './support/server';

const costOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('password hashing parameters', () => {
  it("should hash with OWASP's scrypt parameters (N=2^17, r=8, p=1) outside tests", async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131_072, r: 8, p: 1 });
    for (const nodeEnv of ['production', 'development', undefined]) {
      expect(scryptCostFor(nodeEnv)).toEqual(OWASP_SCRYPT);
    }
    const stored = await hashPassword('Odonto@2026', scryptCostFor('production'));
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Odonto@2026', stored)).toBe(true);
    expect(await verifyPassword('Odonto@2027', stored)).toBe(false);
  });

  it('should keep verifying hashes made with the old parameters, and ask for them to be rehashed', async () => {
    const old = await hashPassword('Odonto@2026', { N: 16_384, r: 8, p: 1 });
    expect(await verifyPassword('Odonto@2026', old)).toBe(true);
    expect(needsRehash(old, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(await hashPassword('x', { N: 131_072, r: 4, p: 1 }), OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(`scrypt$131072$8$1$c2FsdA$${'A'.repeat(86)}`, OWASP_SCRYPT)).toBe(false);
  });

  it('should refuse a malformed or absurd stored hash without deriving anything', async () => {
    expect(await verifyPassword('x', 'texto-qualquer')).toBe(false);
    expect(await verifyPassword('x', `scrypt$1073741824$8$1$c2FsdA$${'A'.repeat(86)}`)).toBe(false);
    expect(await verifyPassword('x', `scrypt$abc$8$1$c2FsdA$${'A'.repeat(86)}`)).toBe(false);
  });
});

describe.each(backends)('sign-in upgrades an old password hash (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => server?.close());

  const storedHash = async () =>
    (
      await server.db
        .selectFrom('dentista')
        .select('senhaHash')
        .where('cro', '=', '54321')
        .executeTakeFirstOrThrow()
    ).senhaHash ?? '';

  it('should rewrite a hash with weaker parameters on a successful sign-in, and only then', async () => {
    // Vitest runs with NODE_ENV=test, whose target is TEST_SCRYPT: a hash below it is an "old" one here,
    // as a 2^14 hash is under OWASP_SCRYPT in production.
    expect(process.env.NODE_ENV).toBe('test');
    const old = await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 });
    await server.db.updateTable('dentista').set({ senhaHash: old }).where('cro', '=', '54321').execute();

    const refused = await call(server, 'POST', '/api/account/login', {
      body: { document: '54321', password: 'errada-123', origin: 'Dentista' },
    });
    expect(refused.status).toBe(401);
    expect(await storedHash()).toBe(old);

    await login(server, '54321');
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(old);
    expect(costOf(upgraded)).toEqual([TEST_SCRYPT.N, TEST_SCRYPT.r, TEST_SCRYPT.p]);
    expect(await verifyPassword(DEMO_PASSWORD, upgraded)).toBe(true);

    // Already at the target: a further sign-in leaves it alone.
    await login(server, '54321');
    expect(await storedHash()).toBe(upgraded);
  });
});
