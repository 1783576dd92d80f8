/** docs/product-rules.md#d12: the minimum length of a new password, as everywhere else. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Senha atual é obrigatória',
  newRequired: 'Nova senha é obrigatória',
  tooShort: 'Mínimo 8 caracteres',
  mismatch: 'As senhas não coincidem',
} as const;

/** The change-password form (docs/product-rules.md#validation-rules 'Change password in settings'). */
export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

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
