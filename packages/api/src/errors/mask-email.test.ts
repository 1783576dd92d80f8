import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['ana.souza@example.com', 'a*******a@e*****e.com'],
    ['carla.mendes@example.com', 'c**********s@e*****e.com'],
    ['bruno@odonto.coop.br', 'b***o@o****o.coop.br'],
    ['ab@cd.com', 'ab@cd.com'],
    ['a@b.io', 'a@b.io'],
    ['abc@xyz.com', 'a*c@x*z.com'],
    ['sem-arroba', 'sem-arroba'],
  ])('should mask %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('should mask every address inside a message and leave masked ones alone', () => {
    expect(maskEmailsIn('Enviado para ana.souza@example.com e bruno@odonto.coop.br.')).toBe(
      'Enviado para a*******a@e*****e.com e b***o@o****o.coop.br.',
    );
    expect(maskEmailsIn('Verifique seu email a*******a@e*****e.com')).toBe(
      'Verifique seu email a*******a@e*****e.com',
    );
  });
});
