/** Minimum length of a password set from an e-mailed link (docs/product-rules.md#business-constants). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The wording of one screen's client checks; the two screens of docs/product-rules.md#validation-rules word them apart. */
export interface NewPasswordWording {
  empty: string;
  tooShort: string;
  mismatch: string;
}

/** Set password from the first-access e-mail (/register-from-email). */
export const SET_PASSWORD_WORDING: NewPasswordWording = {
  empty: 'Preencha todos os campos obrigatórios.',
  tooShort: 'A senha deve ter ao menos 8 caracteres.',
  mismatch: 'As senhas não coincidem.',
};

/** Reset password from the recovery e-mail (/reset-password). */
export const RESET_PASSWORD_WORDING: NewPasswordWording = {
  empty: 'Preencha os dois campos de senha.',
  tooShort: 'A senha deve ter no mínimo 8 caracteres.',
  mismatch: 'As senhas não coincidem.',
};

/** The first rule the two fields break, in the spec's order (empty, short, mismatch); null when none. */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
  wording: NewPasswordWording,
): string | null {
  if (!password || !confirmPassword) return wording.empty;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return wording.tooShort;
  if (password !== confirmPassword) return wording.mismatch;
  return null;
}
