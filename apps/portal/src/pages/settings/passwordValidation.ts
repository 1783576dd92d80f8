import { type CallFailure, fieldErrorsOf, PASSWORD_MIN_LENGTH } from '@odonto/api';

export const PASSWORD_MESSAGES = {
  currentRequired: 'Senha atual é obrigatória',
  newRequired: 'Nova senha é obrigatória',
  // docs/product-rules.md#d12: the minimum of every other screen, not the original's 6.
  tooShort: `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`,
  mismatch: 'As senhas não coincidem',
} as const;

/** The change-password form (docs/product-rules.md#validation-rules 'Change password in settings'). */
export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/** The form's fields, as the request body (and the server's `invalid-params`) names them. */
export const PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies ReadonlyArray<keyof PasswordForm>;

/** The server's refusals under the fields it names (a wrong current password under 'Senha atual'). */
export const serverPasswordErrors = (failure: CallFailure): PasswordErrors =>
  fieldErrorsOf(failure, PASSWORD_FIELDS);

/** The first failing rule of each field, in the spec's order. */
export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.currentPassword) errors.currentPassword = PASSWORD_MESSAGES.currentRequired;
  if (!form.newPassword) errors.newPassword = PASSWORD_MESSAGES.newRequired;
  else if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_MESSAGES.tooShort;
  if (form.newPassword && form.confirmPassword !== form.newPassword)
    errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}
