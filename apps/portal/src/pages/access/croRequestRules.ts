/** The client check of the screens that ask for an e-mail by CRO (first access, forgot password). */
export const CRO_REQUIRED = 'Por favor, informe o seu CRO.';

/** The CRO as sent: trimmed, so that a pasted number with spaces around it is still found. */
export const croOf = (typed: string): string => typed.trim();

/** Why the typed CRO cannot be sent, or null when it can. */
export const croRequestProblem = (typed: string): string | null => (croOf(typed) ? null : CRO_REQUIRED);
