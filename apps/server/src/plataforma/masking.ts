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

/**
 * A beneficiary's card number (17 digits) as the product shows it where the patient is not to be named (the
 * data export, logs): the last 4 digits kept, so that the dentist can still tell their own records apart.
 */
export function maskCarteira(numeroCarteira: string): string {
  const digits = numeroCarteira.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Keeps only the middle digits of a CPF: ***.982.247-** */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

// An e-mail is found from its '@' (a cheap search), then its local part is walked back by hand. A regex
// starting with `[\w.+-]+@` rescans the rest of a long word from each of its positions: quadratic time on
// 16 KB of 'a' in a URL that anyone can send. Lengths are bounded as RFC 5321 bounds them (local part 64,
// labels 63), so the whole scan is linear.
const EMAIL_DOMAIN = /@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
const MAX_LOCAL_PART = 64;

function isLocalPartChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    code === 95 || // _
    code === 46 || // .
    code === 43 || // +
    code === 45 // -
  );
}

function maskEmails(text: string): string {
  let masked = '';
  let copied = 0;
  for (const match of text.matchAll(EMAIL_DOMAIN)) {
    const at = match.index;
    let start = at;
    while (start > copied && at - start < MAX_LOCAL_PART && isLocalPartChar(text.charCodeAt(start - 1)))
      start--;
    if (start === at) continue;
    const end = at + match[0].length;
    masked += text.slice(copied, start) + maskEmail(text.slice(start, end));
    copied = end;
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

const CPF_PATTERN = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
// `assinatura` signs a plan file link: whoever holds it reads the file for 15 minutes.
const SECRET_PARAM_PATTERN = /\b(token|refreshToken|accessToken|password|senha|assinatura)=[^&\s#]*/gi;

/** Longest text a log line keeps of a URL (Node accepts request lines up to 16 KB). */
export const MAX_LOGGED_URL = 2048;

/** Masks every e-mail address, CPF and token parameter in a free text (log lines, URLs). */
export function maskText(text: string): string {
  const withoutSecrets = text.replace(SECRET_PARAM_PATTERN, (_match, name: string) => `${name}=***`);
  return maskEmails(withoutSecrets).replace(CPF_PATTERN, (cpf) => maskCpf(cpf));
}

// A card number alone in the text (not the middle of a longer number): 17 digits, the registry's format.
const CARD_PATTERN = /(?<!\d)\d{17}(?!\d)/g;
/** Query parameters that only page a list: their values say nothing of anyone and help read a log. */
const PAGING_PARAMS = new Set(['pagina', 'tamanhoPagina', 'page', 'pageSize', 'limit', 'offset']);

/**
 * A URL as a log keeps it: every 17-digit card number masked (maskCarteira) wherever it is, and the value of
 * every query parameter but the paging ones replaced by *** (the name kept): a search box sends names, cards
 * and CPFs typed as the dentist typed them, which no pattern recognises (issue #33).
 */
export function maskUrl(url: string): string {
  const start = url.indexOf('?');
  const path = (start === -1 ? url : url.slice(0, start)).replace(CARD_PATTERN, maskCarteira);
  if (start === -1) return path;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair.replace(CARD_PATTERN, maskCarteira);
      const name = pair.slice(0, equals);
      return PAGING_PARAMS.has(name) ? pair.replace(CARD_PATTERN, maskCarteira) : `${name}=***`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Masks a text and keeps at most `max` characters of it (masked first, so a cut never exposes a half CPF). */
export function maskAndTruncate(text: string, max: number): string {
  const masked = maskText(text);
  if (masked.length <= max) return masked;
  return `${masked.slice(0, max)}…[+${masked.length - max} caracteres]`;
}
