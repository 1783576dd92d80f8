import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('session limits configuration', () => {
  it('should default to 12 h from login, 30 min idle, 10 s of refresh grace and a 2 s revocation poll', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sessions).toEqual({
      maxAgeMs: 12 * 3_600_000,
      idleMs: 30 * 60_000,
      refreshGraceMs: 10_000,
      revocationPollMs: 2_000,
    });
  });

  it('should read decimal values in the unit of each variable', () => {
    expect(
      loadConfig({
        NODE_ENV: 'development',
        SESSION_MAX_HOURS: '8',
        SESSION_IDLE_MINUTES: '0.5',
        SESSION_REFRESH_GRACE_SECONDS: '0',
        SESSION_REVOCATION_POLL_SECONDS: '0.25',
      }).sessions,
    ).toEqual({ maxAgeMs: 8 * 3_600_000, idleMs: 30_000, refreshGraceMs: 0, revocationPollMs: 250 });
  });

  it.each([
    ['SESSION_MAX_HOURS', '0'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SESSION_REFRESH_GRACE_SECONDS', 'dez'],
    ['SESSION_REVOCATION_POLL_SECONDS', '0'],
  ])('should refuse to start with %s=%s', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'development', [name]: value })).toThrow(
      `${name} inválido: "${value}".`,
    );
  });
});
