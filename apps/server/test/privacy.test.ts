import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT, verifyPassword } from '../src/autenticacao/password';
import { installErrorHandler } from '../src/plataforma/errors';
import { loggerOptions } from '../src/plataforma/logging';
import { maskCpf, maskEmail, maskText } from '../src/plataforma/masking';
import { collectingStream } from './support/log-lines';

describe('masking', () => {
  it('should mask e-mail addresses as the portal shows them', () => {
    expect(maskEmail('carla.mendes@example.com')).toBe('c**********s@e*****e.com');
    expect(maskEmail('ana.souza@example.com.br')).toBe('a*******a@e*****e.com.br');
  });

  it('should keep only the middle digits of a CPF', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });

  it('should mask CPFs, e-mails and token parameters inside free text', () => {
    const text = maskText(
      '/api/v2/beneficiario?carteirinhaOuCpf=52998224725 /register-from-email?token=abc123&x=1 ana.souza@example.com',
    );
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('ana.souza@example.com');
    expect(text).toContain('token=***&x=1');
  });

  it('should leave a 17-digit card number alone', () => {
    expect(maskText('carteira 09000001000001001')).toBe('carteira 09000001000001001');
  });
});

describe('log lines', () => {
  it('should never carry a CPF, an e-mail, a password or a token unmasked', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: collectingStream(lines) } });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body }, 'corpo recebido de ana.souza@example.com, CPF 529.982.247-25');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/echo?carteirinhaOuCpf=52998224725&token=segredo-do-link',
      headers: { authorization: 'Bearer eyJhbGciOi.segredo', 'content-type': 'application/json' },
      payload: {
        password: 'Odonto@2026',
        refreshToken: 'refresh-secreto',
        email: 'ana.souza@example.com',
        cpf: '52998224725',
      },
    });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('corpo recebido');
    for (const secret of [
      '52998224725',
      '529.982.247-25',
      'segredo-do-link',
      'Odonto@2026',
      'refresh-secreto',
      'ana.souza@example.com',
      'eyJhbGciOi',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logged errors', () => {
  it('should mask the message, stack and fields of an SMTP error and a duplicate-key error', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: collectingStream(lines) } });
    installErrorHandler(app);
    app.post('/smtp', async () => {
      throw Object.assign(
        new Error("Can't send mail - all recipients were rejected: carla.mendes@example.com"),
        {
          code: 'EENVELOPE',
          rejected: ['carla.mendes@example.com'],
          response: '550 5.1.1 <carla.mendes@example.com>: Recipient address rejected',
        },
      );
    });
    app.post('/duplicate', async (request) => {
      const duplicate = Object.assign(
        new Error(
          'duplicate key value violates unique constraint "beneficiario_cpf_key" Key (cpf)=(52998224725)',
        ),
        { code: '23505', detail: 'Key (cpf)=(52998224725) already exists.' },
      );
      request.log.warn({ err: new Error('falha ao gravar', { cause: duplicate }) }, 'não gravado');
      return { ok: true };
    });
    expect((await app.inject({ method: 'POST', url: '/smtp' })).statusCode).toBe(500);
    await app.inject({ method: 'POST', url: '/duplicate' });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('EENVELOPE');
    expect(log).toContain('23505');
    expect(log).toContain('c**********s@e*****e.com');
    expect(log).toContain('***.982.247-**');
    expect(log).not.toContain('carla.mendes@example.com');
    expect(log).not.toContain('52998224725');
  });
});

describe('password hashing', () => {
  it('should hash with scrypt, a per-user salt and the parameters stored with the hash', async () => {
    const first = await hashPassword('Odonto@2026');
    const second = await hashPassword('Odonto@2026');
    // The parameters of new hashes under NODE_ENV=test (security-password.test.ts covers production's).
    expect(first).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(first).not.toBe(second);
    expect(await verifyPassword('Odonto@2026', first)).toBe(true);
    expect(await verifyPassword('odonto@2026', first)).toBe(false);
    expect(await verifyPassword('Odonto@2026', 'texto-qualquer')).toBe(false);
  });
});
