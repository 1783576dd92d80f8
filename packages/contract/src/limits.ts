import { minLengths } from './generated/auth.gen';
import { minLengths as dentistMinLengths } from './generated/dentist.gen';

// A module of its own: the sign-in and access screens read it in the portal's first load, which must not
// carry the enumerations of values.ts that only signed-in screens use (a bundler keeps a module whole).

/**
 * Minimum length of a new password (first access, reset, settings), read from openapi/auth.yaml NovaSenha
 * `x-min-length`, the one declaration the server enforces too (docs/product-rules.md#d12).
 */
export const PASSWORD_MIN_LENGTH: number = minLengths.NovaSenha;

/**
 * Minimum length of the technical justification of an item with predicted glosas (issue #29), read from
 * openapi/dentist.yaml JustificativaTecnica `x-min-length`: the server and the picker check the same number.
 */
export const JUSTIFICATIVA_MIN_LENGTH: number = dentistMinLengths.JustificativaTecnica;
