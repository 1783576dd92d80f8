import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '../src/autenticacao/access-token';

const claims = { sub: '7', cro: '12345', nome: 'Dra. Ana Souza', role: 'Dentista' as const };
// What a verification returns: the claims signed, and the expiry (an event stream ends with it).
const verified = { ...claims, exp: expect.any(Number) };
const secret = new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres!');

describe('access tokens remembered after their first verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should still refuse a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    vi.setSystemTime(new Date(Date.parse('2026-11-22T10:00:00.000Z') + ACCESS_TOKEN_SECONDS * 1000));
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('should not accept under another secret a token remembered under one', async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    const other = new TextEncoder().encode('outro-segredo-de-teste-com-mais-de-32-caracteres');
    expect(await verifyAccessToken(token, other)).toBeNull();
  });

  it('should not remember a token with a bad signature', async () => {
    const token = await signAccessToken(claims, secret);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(forged, secret)).toBeNull();
    expect(await verifyAccessToken(forged, secret)).toBeNull();
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
  });
});
