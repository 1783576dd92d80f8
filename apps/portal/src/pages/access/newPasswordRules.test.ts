import { describe, expect, it } from 'vitest';
import {
  linkRefused,
  newPasswordProblem,
  RESET_PASSWORD_WORDING,
  SET_PASSWORD_WORDING,
} from './newPasswordRules';

describe('newPasswordProblem', () => {
  it.each([
    ['', '', SET_PASSWORD_WORDING.empty],
    ['Sorriso@2026', '', SET_PASSWORD_WORDING.empty],
    ['', 'Sorriso@2026', SET_PASSWORD_WORDING.empty],
    ['Curta@1', 'Curta@1', SET_PASSWORD_WORDING.tooShort],
    // Short comes before mismatch, as docs/product-rules.md#validation-rules lists them.
    ['Curta@1', 'Outra@1', SET_PASSWORD_WORDING.tooShort],
    ['Sorriso@2026', 'Sorriso@2027', SET_PASSWORD_WORDING.mismatch],
  ])('should report %j / %j as the first broken rule', (password, confirm, expected) => {
    expect(newPasswordProblem(password, confirm, SET_PASSWORD_WORDING)).toBe(expected);
  });

  it('should accept 8 characters that match', () => {
    expect(newPasswordProblem('abcdefgh', 'abcdefgh', SET_PASSWORD_WORDING)).toBeNull();
  });

  it('should not trim: spaces count as characters', () => {
    expect(newPasswordProblem('       a', '       a', SET_PASSWORD_WORDING)).toBeNull();
  });

  it('should use the wording of each screen', () => {
    expect(SET_PASSWORD_WORDING).toEqual({
      empty: 'Preencha todos os campos obrigatórios.',
      tooShort: 'A senha deve ter ao menos 8 caracteres.',
      mismatch: 'As senhas não coincidem.',
    });
    expect(newPasswordProblem('', '', RESET_PASSWORD_WORDING)).toBe('Preencha os dois campos de senha.');
    expect(newPasswordProblem('Curta@1', 'Curta@1', RESET_PASSWORD_WORDING)).toBe(
      'A senha deve ter no mínimo 8 caracteres.',
    );
    expect(newPasswordProblem('Sorriso@2026', 'x', RESET_PASSWORD_WORDING)).toBe('As senhas não coincidem.');
  });
});

describe('linkRefused', () => {
  const refusal = (params?: { name: string; reason: string }[]) => ({
    status: 400,
    body: {
      success: false,
      message: 'x',
      errors: ['x'],
      ...(params ? { 'invalid-params': params } : {}),
    },
  });

  it('should blame the link when the refusal names the token', () => {
    expect(
      linkRefused(
        refusal([{ name: 'token', reason: 'Link inválido ou expirado. Solicite um novo e-mail.' }]),
      ),
    ).toBe(true);
  });

  it('should blame the link when a 400 names no field (an older server)', () => {
    expect(linkRefused(refusal())).toBe(true);
  });

  it('should not blame the link when the password is refused, whatever the words', () => {
    expect(linkRefused(refusal([{ name: 'password', reason: 'Escolha uma senha menos comum.' }]))).toBe(
      false,
    );
    expect(linkRefused(refusal([{ name: 'newPassword', reason: 'x' }]))).toBe(false);
  });

  it('should not blame the link for other statuses or no response', () => {
    expect(linkRefused({ status: 500, body: {} })).toBe(false);
    expect(linkRefused({ status: 429 })).toBe(false);
    expect(linkRefused({ error: new TypeError('Failed to fetch') })).toBe(false);
  });
});
