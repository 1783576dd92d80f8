import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const dev = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', ...env }).audit;

describe('sign-in delay and password hashing configuration', () => {
  it('should default to 3 free failures, then 1 s doubled up to 10 s, an alarm at 10 clients in 15 min', () => {
    expect(dev()).toMatchObject({
      loginFreeFailures: 3,
      loginDelayMs: 1_000,
      loginMaxDelayMs: 10_000,
      loginFailureWindowMs: 15 * 60_000,
      loginAlarmClients: 10,
      loginPerMinute: 10,
      hashConcurrency: Math.min(4, availableParallelism()),
      hashQueue: 16,
    });
  });

  it('should read the LOGIN_* and PASSWORD_HASH_* variables', () => {
    expect(
      dev({
        LOGIN_FREE_FAILURES: '0',
        LOGIN_DELAY_SECONDS: '2',
        LOGIN_MAX_DELAY_SECONDS: '60',
        LOGIN_FAILURE_WINDOW_MINUTES: '30',
        LOGIN_ALARM_CLIENTS: '25',
        LOGIN_PER_MINUTE: '60',
        PASSWORD_HASH_CONCURRENCY: '2',
        PASSWORD_HASH_QUEUE: '0',
      }),
    ).toMatchObject({
      loginFreeFailures: 0,
      loginDelayMs: 2_000,
      loginMaxDelayMs: 60_000,
      loginFailureWindowMs: 30 * 60_000,
      loginAlarmClients: 25,
      loginPerMinute: 60,
      hashConcurrency: 2,
      hashQueue: 0,
    });
  });

  it('should refuse a delay of minutes, a first delay past the longest, and counts that are not integers', () => {
    expect(() => dev({ LOGIN_MAX_DELAY_SECONDS: '61' })).toThrow(
      'LOGIN_MAX_DELAY_SECONDS inválido: "61". Use no máximo 60 segundos.',
    );
    expect(() => dev({ LOGIN_DELAY_SECONDS: '20' })).toThrow(
      'LOGIN_DELAY_SECONDS inválido: maior que LOGIN_MAX_DELAY_SECONDS.',
    );
    expect(() => dev({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow('PASSWORD_HASH_CONCURRENCY inválido');
    expect(() => dev({ LOGIN_FREE_FAILURES: '-1' })).toThrow('LOGIN_FREE_FAILURES inválido');
    expect(() => dev({ LOGIN_ALARM_CLIENTS: '2.5' })).toThrow('LOGIN_ALARM_CLIENTS inválido');
  });
});
