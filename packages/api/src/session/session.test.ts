import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test-support/jwt';
import { DEFAULT_ROLE, DOTNET_ROLE_CLAIM, decodeJwtPayload, roleFromToken } from './jwt';
import {
  accessTokenHolder,
  clearSession,
  clearTokens,
  createMemoryStorage,
  readAccessToken,
  readSession,
  readSessionDeadline,
  SESSION_DEADLINE_KEY,
  SESSION_KEYS,
  saveLogin,
  saveTokens,
} from './storage';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('roleFromToken', () => {
  it.each([
    ['the role claim', { role: 'Dentista' }, 'Dentista'],
    ['another role claim', { role: 'Auditor' }, 'Auditor'],
    ['the .NET role-claim URI', { [DOTNET_ROLE_CLAIM]: 'Administrador' }, 'Administrador'],
    ['the first of several roles', { role: ['Auditor', 'Dentista'] }, 'Auditor'],
    ['role before the .NET claim', { role: 'Dentista', [DOTNET_ROLE_CLAIM]: 'Outro' }, 'Dentista'],
    ['no role claim', { sub: '1' }, DEFAULT_ROLE],
    ['an empty role', { role: '' }, DEFAULT_ROLE],
  ])('should read %s', (_, claims, role) => {
    expect(roleFromToken(fakeJwt(claims))).toBe(role);
  });

  it.each(['', 'sem-pontos', 'a.%%%.c', `a.${base64Url('[1]')}.c`])(
    'should default to Dentista for the malformed token %j',
    (token) => {
      expect(roleFromToken(token)).toBe('Dentista');
    },
  );

  it('should decode UTF-8 names in the payload', () => {
    expect(decodeJwtPayload(fakeJwt({ nome: 'Dra. Ana Conceição' }))).toEqual({ nome: 'Dra. Ana Conceição' });
  });
});

describe('session storage', () => {
  const login = {
    accessToken: fakeJwt({ role: 'Dentista' }),
    cro: '12345',
    nome: 'Dra. Ana Souza',
  };

  it('should store the three display keys on login and hold the access token in memory only', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, login);
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    expect(storage.getItem('userCro')).toBe('12345');
    expect(storage.getItem('userRole')).toBe('Dentista');
    expect(Object.values(SESSION_KEYS)).toHaveLength(3);
    expect(storage.length).toBe(3);
    expect(readAccessToken(storage)).toBe(login.accessToken);
  });

  it('should read the display data back while stored, token or not (a page load has none yet)', () => {
    const storage = createMemoryStorage();
    expect(readSession(storage)).toBeNull();
    saveLogin(storage, login);
    expect(readSession(storage)).toEqual({
      userName: 'Dra. Ana Souza',
      userCro: '12345',
      userRole: 'Dentista',
    });
    clearTokens(storage);
    expect(readSession(storage)).not.toBeNull();
    storage.removeItem('userCro');
    expect(readSession(storage)).toBeNull();
  });

  it('should hold a refreshed access token and keep the user', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, login);
    const renewed = fakeJwt({ role: 'Dentista', v: 2 });
    saveTokens(storage, { accessToken: renewed });
    expect(readAccessToken(storage)).toBe(renewed);
    expect(readSession(storage)).toMatchObject({ userName: 'Dra. Ana Souza' });
  });

  it('should keep the session deadline of a sign-in and of each refresh, and forget it on logout', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, { ...login, sessaoExpiraEm: '2026-04-01T12:30:00.000Z' });
    expect(readSessionDeadline(storage)).toBe(Date.parse('2026-04-01T12:30:00.000Z'));
    saveTokens(storage, { accessToken: login.accessToken, sessaoExpiraEm: '2026-04-01T13:00:00.000Z' });
    expect(readSessionDeadline(storage)).toBe(Date.parse('2026-04-01T13:00:00.000Z'));
    // An answer without a deadline (an older server) leaves none rather than a stale one.
    saveTokens(storage, { accessToken: login.accessToken });
    expect(readSessionDeadline(storage)).toBeNull();
    saveTokens(storage, { accessToken: login.accessToken, sessaoExpiraEm: 'amanhã' });
    expect(storage.getItem(SESSION_DEADLINE_KEY)).toBeNull();
    saveTokens(storage, { accessToken: login.accessToken, sessaoExpiraEm: '2026-04-01T13:00:00.000Z' });
    clearSession(storage);
    expect(readSessionDeadline(storage)).toBeNull();
  });

  it('should keep one access token per storage, so two apps or two tests never share one', () => {
    const portal = createMemoryStorage();
    const other = createMemoryStorage();
    saveLogin(portal, login);
    expect(readAccessToken(other)).toBeNull();
    expect(accessTokenHolder(portal).get()).toBe(login.accessToken);
  });

  it('should forget only the token on a 401 and everything, old stored tokens included, on logout', () => {
    const storage = createMemoryStorage({ outraChave: 'fica', authToken: 'antigo', refreshToken: 'antigo' });
    saveLogin(storage, login);
    clearTokens(storage);
    expect(readAccessToken(storage)).toBeNull();
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    storage.setItem('authToken', 'antigo');
    clearSession(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('outraChave')).toBe('fica');
  });
});
