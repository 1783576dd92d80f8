import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  type PasswordForm,
  serverPasswordErrors,
  validatePasswordForm,
} from './passwordValidation';

const FORM: PasswordForm = {
  currentPassword: 'Odonto@2026',
  newPassword: 'Sorriso@2027',
  confirmPassword: 'Sorriso@2027',
};

describe('validatePasswordForm', () => {
  it('should accept a complete form whose confirmation matches', () => {
    expect(validatePasswordForm(FORM)).toEqual({});
  });

  it('should ask for every field of an empty form, the confirmation only once there is a new one', () => {
    expect(validatePasswordForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: PASSWORD_MESSAGES.currentRequired,
      newPassword: PASSWORD_MESSAGES.newRequired,
    });
  });

  it('should refuse a new password under the minimum of every screen (8), and accept 8', () => {
    expect(validatePasswordForm({ ...FORM, newPassword: 'Curta@1', confirmPassword: 'Curta@1' })).toEqual({
      newPassword: 'Mínimo 8 caracteres',
    });
    expect(validatePasswordForm({ ...FORM, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual(
      {},
    );
  });

  it('should refuse a confirmation that differs', () => {
    expect(validatePasswordForm({ ...FORM, confirmPassword: 'Sorriso@2028' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });
});

describe('serverPasswordErrors', () => {
  it('should place the server’s refusal under the field it names', () => {
    const failure = {
      status: 400,
      body: {
        success: false,
        message: 'Senha atual incorreta.',
        errors: ['Senha atual incorreta.'],
        'invalid-params': [{ name: 'currentPassword', reason: 'Senha atual incorreta.' }],
      },
    };
    expect(serverPasswordErrors(failure)).toEqual({ currentPassword: 'Senha atual incorreta.' });
  });

  it('should place nothing when the refusal names no field of the form', () => {
    expect(serverPasswordErrors({ status: 400, body: { errors: ['Senha atual incorreta.'] } })).toEqual({});
    expect(
      serverPasswordErrors({
        status: 400,
        body: { 'invalid-params': [{ name: 'Idempotency-Key', reason: 'Chave inválida.' }] },
      }),
    ).toEqual({});
  });
});
