import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test-support/jwt';
import { createScopedStorage } from './scoped-storage';
import {
  clearSession,
  createMemoryStorage,
  readAccessToken,
  readSession,
  SESSION_KEYS,
  saveLogin,
} from './storage';

const login = (role: string, cro: string, nome: string) => ({
  accessToken: fakeJwt({ sub: cro, cro, role }),
  cro,
  nome,
});

describe('createScopedStorage', () => {
  it('should keep an auditor session beside a dentist session on one origin, each under its own keys', () => {
    const shared = createMemoryStorage();
    const console = createScopedStorage(shared, 'auditoria:');

    saveLogin(shared, login('Dentista', '12345', 'Dra. Ana Souza'));
    saveLogin(console, login('Auditor', '99999', 'Dr. Paulo Auditor'));

    expect(readSession(shared)).toMatchObject({ userCro: '12345', userRole: 'Dentista' });
    expect(readSession(console)).toMatchObject({
      userCro: '99999',
      userName: 'Dr. Paulo Auditor',
      userRole: 'Auditor',
    });
    expect(shared.getItem(`auditoria:${SESSION_KEYS.userRole}`)).toBe('Auditor');
    // Each view holds its own access token in memory.
    expect(readAccessToken(console)).toBe(login('Auditor', '99999', 'Dr. Paulo Auditor').accessToken);
    expect(readAccessToken(shared)).toBe(login('Dentista', '12345', 'Dra. Ana Souza').accessToken);
  });

  it('should clear only its own keys', () => {
    const shared = createMemoryStorage({ userCro: '12345', outra: 'x' });
    const console = createScopedStorage(shared, 'auditoria:');
    saveLogin(console, login('Auditor', '99999', 'Dr. Paulo Auditor'));
    expect(console.length).toBe(Object.keys(SESSION_KEYS).length);
    expect(console.key(0)).toBe(SESSION_KEYS.userName);

    clearSession(console);
    expect(readSession(console)).toBeNull();
    expect(shared.getItem('userCro')).toBe('12345');

    console.setItem('a', '1');
    console.clear();
    expect(console.length).toBe(0);
    expect(shared.length).toBe(2);
  });

  it('should refuse an empty prefix, which would be the shared storage itself', () => {
    expect(() => createScopedStorage(createMemoryStorage(), '')).toThrow(RangeError);
  });
});
