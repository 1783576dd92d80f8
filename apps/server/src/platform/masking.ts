/** Masks an e-mail address as the portal shows it: first and last characters of the local part and
 * of the first domain label kept, the middle replaced by asterisks (docs/product-rules.md#validation-rules). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email);
  const local = email.slice(0, at);
  const [label = '', ...rest] = email.slice(at + 1).split('.');
  return [`${maskMiddle(local)}@${maskMiddle(label)}`, ...rest].join('.');
}

function maskMiddle(text: string): string {
  if (text.length <= 2) return '*'.repeat(text.length);
  return `${text[0]}${'*'.repeat(text.length - 2)}${text.at(-1)}`;
}

/** Keeps only the middle digits of a CPF: ***.982.247-** */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const CPF_PATTERN = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
// `assinatura` signs a plan file link: whoever holds it reads the file for 15 minutes.
const SECRET_PARAM_PATTERN = /\b(token|refreshToken|accessToken|password|senha|assinatura)=[^&\s#]*/gi;

/** Masks every e-mail address, CPF and token parameter in a free text (log lines, URLs). */
export function maskText(text: string): string {
  return text
    .replace(SECRET_PARAM_PATTERN, (_match, name: string) => `${name}=***`)
    .replace(EMAIL_PATTERN, (email) => maskEmail(email))
    .replace(CPF_PATTERN, (cpf) => maskCpf(cpf));
}
