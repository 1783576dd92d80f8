import { type CallFailure, invalidParamsOf, PASSWORD_MIN_LENGTH } from '@odonto/api';

/** The wording of one screen's client checks; the two screens of docs/product-rules.md#validation-rules word them apart. */
export interface NewPasswordWording {
  empty: string;
  tooShort: string;
  mismatch: string;
}

/** Set password from the first-access e-mail (/register-from-email). */
export const SET_PASSWORD_WORDING: NewPasswordWording = {
  empty: 'Preencha todos os campos obrigatórios.',
  tooShort: `A senha deve ter ao menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  mismatch: 'As senhas não coincidem.',
};

/** Reset password from the recovery e-mail (/reset-password). */
export const RESET_PASSWORD_WORDING: NewPasswordWording = {
  empty: 'Preencha os dois campos de senha.',
  tooShort: `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres.`,
  mismatch: 'As senhas não coincidem.',
};

/** The first rule the two fields break, in the spec's order (empty, short, mismatch); null when none. */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
  wording: NewPasswordWording,
): string | null {
  if (!password || !confirmPassword) return wording.empty;
  if (password.length < PASSWORD_MIN_LENGTH) return wording.tooShort;
  if (password !== confirmPassword) return wording.mismatch;
  return null;
}

/**
 * Whether a refusal is about the e-mailed link (used, expired, altered), so that the screen offers a new
 * e-mail: a 400 that names the `token`, or one that names no field at all (the fields passed the form's own
 * checks, so an older server's bare 400 is the link). A 400 naming a password field is about the password.
 */
export function linkRefused(failure: CallFailure): boolean {
  if (failure.status !== 400) return false;
  const named = invalidParamsOf(failure).map((param) => param.name);
  return named.length === 0 || named.includes('token');
}
