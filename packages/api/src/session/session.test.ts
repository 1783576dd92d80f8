import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test-support/jwt';
import { DEFAULT_ROLE, DOTNET_ROLE_CLAIM, decodeJwtPayload, roleFromToken } from './jwt';
import {
  clearSession,
  clearTokens,
  createMemoryStorage,
  readSession,
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
    refreshToken: 'r1',
    cro: '12345',
    nome: 'Dra. Ana Souza',
  };

  it('should store the five session keys on login', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, login);
    expect(storage.getItem('authToken')).toBe(login.accessToken);
    expect(storage.getItem('refreshToken')).toBe('r1');
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    expect(storage.getItem('userCro')).toBe('12345');
    expect(storage.getItem('userRole')).toBe('Dentista');
    expect(Object.values(SESSION_KEYS)).toHaveLength(5);
  });

  it('should read the session back only while both tokens exist', () => {
    const storage = createMemoryStorage();
    expect(readSession(storage)).toBeNull();
    saveLogin(storage, login);
    expect(readSession(storage)).toEqual({
      authToken: login.accessToken,
      refreshToken: 'r1',
      userName: 'Dra. Ana Souza',
      userCro: '12345',
      userRole: 'Dentista',
    });
    storage.removeItem('refreshToken');
    expect(readSession(storage)).toBeNull();
  });

  it('should replace the tokens and keep the user on refresh', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, login);
    saveTokens(storage, { accessToken: 'novo', refreshToken: 'r2' });
    expect(readSession(storage)).toMatchObject({
      authToken: 'novo',
      refreshToken: 'r2',
      userName: 'Dra. Ana Souza',
    });
  });

  it('should remove only the tokens on a 401 and everything on logout', () => {
    const storage = createMemoryStorage({ outraChave: 'fica' });
    saveLogin(storage, login);
    clearTokens(storage);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('userName')).toBe('Dra. Ana Souza');
    clearSession(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('outraChave')).toBe('fica');
  });
});
