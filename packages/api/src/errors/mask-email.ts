const maskMiddle = (text: string): string =>
  text.length <= 2 ? text : `${text[0]}${'*'.repeat(text.length - 2)}${text[text.length - 1]}`;

/**
 * Masks an e-mail address as docs/product-rules.md#validation-rules says: the first and last characters of the local part and of
 * the first domain label stay, the characters between them become asterisks (ana.souza@example.com becomes
 * a*******a@e*****e.com).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const [firstLabel = '', ...otherLabels] = email.slice(at + 1).split('.');
  return `${maskMiddle(email.slice(0, at))}@${[maskMiddle(firstLabel), ...otherLabels].join('.')}`;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Masks every e-mail address inside a message. */
export const maskEmailsIn = (message: string): string => message.replace(EMAIL, maskEmail);
