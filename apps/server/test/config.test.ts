import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/autenticacao/secret';
import { loadConfig } from '../src/config';
import { acquireLock, DataDirLockedError } from '../src/plataforma/banco/lock';
import { TEST_PRODUCTION_ENV } from './support/server';

describe('configuration', () => {
  it('should default PUBLIC_URL to localhost on the port, and read the optional settings', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '4321' });
    expect(config.publicUrl).toBe('http://localhost:4321');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    const full = loadConfig({
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://portal.example.com/',
      DATABASE_URL: 'postgres://db/portal',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Portal <p@example.com>',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(full).toMatchObject({
      publicUrl: 'https://portal.example.com',
      databaseUrl: 'postgres://db/portal',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Portal <p@example.com>',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('should read TRUST_PROXY as Fastify takes it: off, on, a hop count or addresses', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: ' 10.0.0.0/8,127.0.0.1 ' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('should refuse to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET é obrigatório em produção/);
    const strong = randomBytes(32).toString('base64');
    expect(loadConfig({ ...TEST_PRODUCTION_ENV, JWT_SECRET: strong }).jwtSecret).toBe(strong);
  });

  it('should check responses against the descriptions only when RESPONSE_VALIDATION=1, and never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).validateResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RESPONSE_VALIDATION: '1' }).validateResponses).toBe(true);
    expect(() => loadConfig({ ...TEST_PRODUCTION_ENV, RESPONSE_VALIDATION: '1' })).toThrow(
      /RESPONSE_VALIDATION não vale em produção/,
    );
  });

  it('should refuse a JWT_SECRET of fewer than 256 bits once decoded, in every mode', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const env = { ...TEST_PRODUCTION_ENV, NODE_ENV };
      expect(() => loadConfig({ ...env, JWT_SECRET: 'curto' })).toThrow(/ao menos 256 bits/);
      // 62 hex digits are 31 bytes, 42 base64 characters 31 bytes: one byte short each.
      expect(() => loadConfig({ ...env, JWT_SECRET: randomBytes(31).toString('hex') })).toThrow(
        /lido como hexadecimal, tem 248 bits/,
      );
      expect(() => loadConfig({ ...env, JWT_SECRET: randomBytes(31).toString('base64url') })).toThrow(
        /lido como base64, tem 248 bits/,
      );
      // 40 letters and digits are base64, 30 bytes: not the 40 bytes of their text.
      expect(() => loadConfig({ ...env, JWT_SECRET: 'Ab1'.repeat(13).concat('x') })).toThrow(/tem 240 bits/);
    }
  });

  it('should take 32 bytes in hex, base64, base64url or text', () => {
    const key = randomBytes(32);
    for (const secret of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
      'uma frase-secreta longa, com pontuação: 8 palavras & 40+ bytes',
    ]) {
      expect(loadConfig({ ...TEST_PRODUCTION_ENV, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
  });

  it('should refuse a JWT_SECRET of little entropy however long (few symbols, a repeated pattern)', () => {
    // 32 'a' are hex digits to the rule, 128 bits: refused before their entropy is looked at.
    expect(() => loadConfig({ ...TEST_PRODUCTION_ENV, JWT_SECRET: 'a'.repeat(32) })).toThrow(
      /lido como hexadecimal, tem 128 bits/,
    );
    for (const secret of [
      `${'a'.repeat(32)}!`,
      'a'.repeat(64),
      'ab'.repeat(32),
      // 16 distinct symbols (4 bits per character) but one unit repeated.
      '0123456789abcdef'.repeat(4),
      'Segredo!'.repeat(6),
      // Seven symbols only: under 3 bits per character.
      'aaaaabbbbbcccccdddddeeeeefffffggggg!!!',
    ]) {
      expect(() => loadConfig({ ...TEST_PRODUCTION_ENV, JWT_SECRET: secret }), secret).toThrow(
        /JWT_SECRET é previsível demais/,
      );
      expect(() => loadConfig({ NODE_ENV: 'development', JWT_SECRET: secret }), secret).toThrow(/JWT_SECRET/);
    }
  });

  it('should generate the JWT secret into DATA_DIR once and reuse it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'odonto-secret-'));
    try {
      const first = await resolveJwtSecret(undefined, dir);
      const second = await resolveJwtSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      expect((await stat(path.join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('data directory lock', () => {
  it('should hold the pid in the lock file and release it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'odonto-lock-'));
    const file = path.join(dir, 'pg.lock');
    try {
      const release = acquireLock(file);
      expect((await readFile(file, 'utf8')).split('\n')[0]).toBe(String(process.pid));
      expect(() => acquireLock(file)).toThrow(DataDirLockedError);
      release();
      acquireLock(file)();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('should stop with a clear message when another live process holds the directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'odonto-lock-'));
    const file = path.join(dir, 'pg.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(file, String(other.pid));
      expect(() => acquireLock(file)).toThrow(
        `O diretório de dados já está em uso pelo processo ${other.pid}`,
      );
      expect(await readFile(file, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('should take over a lock left by a process that no longer runs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'odonto-lock-'));
    const file = path.join(dir, 'pg.lock');
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    try {
      await writeFile(file, String(gone.pid));
      const release = acquireLock(file);
      expect((await readFile(file, 'utf8')).split('\n')[0]).toBe(String(process.pid));
      release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
