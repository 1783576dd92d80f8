/** HS256 wants a key of at least the hash's size: 256 bits (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;
/**
 * Shannon entropy per character, over the characters of the configured string. Random hex scores about
 * 3.8, random base64 about 4.8; 32 'a' score 0, 'abab…' 1. Eight equally used symbols score exactly 3.
 */
export const MIN_BITS_PER_CHARACTER = 3;

/** How the configured string is read before its size is counted. */
export type SecretForm = 'hex' | 'base64' | 'text';

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
// Either alphabet (standard or URL-safe), not both; padding only at the end and only to a multiple of 4.
const BASE64 = /^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}$/;

/**
 * The bytes a configured secret carries. Hex is tried first (an even number of hex digits only: hex is also
 * valid base64, and reading it as hex counts fewer bits, never more), then base64/base64url (only base64
 * characters, padding valid), otherwise the UTF-8 text itself. So a passphrase of letters and digits only is
 * counted as base64: it needs 43 characters or more.
 */
export function decodeSecret(secret: string): { form: SecretForm; bytes: number } {
  if (HEX.test(secret)) return { form: 'hex', bytes: secret.length / 2 };
  if (BASE64.test(secret) && (!secret.includes('=') || secret.length % 4 === 0)) {
    const unpadded = secret.replace(/=+$/, '').length;
    return { form: 'base64', bytes: Math.floor((unpadded * 6) / 8) };
  }
  return { form: 'text', bytes: Buffer.byteLength(secret, 'utf8') };
}

/** Shannon entropy of the string's characters, in bits per character. */
export function bitsPerCharacter(text: string): number {
  const characters = [...text];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / characters.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The shortest unit the string is a repetition of ('abcabcabc' → 3), or null if it is no repetition. */
export function repeatedUnit(text: string): number | null {
  for (let unit = 1; unit <= text.length / 2; unit++) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return unit;
  }
  return null;
}

/**
 * Why a configured JWT_SECRET is too weak to sign tokens (a bilingual message, as config.ts's), or null.
 * The rule: at least {@link MIN_SECRET_BYTES} bytes once decoded (decodeSecret), at least
 * {@link MIN_BITS_PER_CHARACTER} bits of Shannon entropy per character, and not one unit repeated.
 */
export function secretWeakness(secret: string): string | null {
  const { form, bytes } = decodeSecret(secret);
  if (bytes < MIN_SECRET_BYTES) {
    const lida = { hex: 'hexadecimal', base64: 'base64', text: 'texto' }[form];
    return (
      `JWT_SECRET deve ter ao menos 256 bits: lido como ${lida}, tem ${bytes * 8} bits ` +
      '(gere um com: openssl rand -base64 32). ' +
      `/ JWT_SECRET must carry at least 256 bits: read as ${form}, it carries ${bytes * 8}.`
    );
  }
  if (bitsPerCharacter(secret) < MIN_BITS_PER_CHARACTER || repeatedUnit(secret) !== null) {
    return (
      'JWT_SECRET é previsível demais (poucos caracteres distintos ou um trecho repetido); ' +
      'gere um com: openssl rand -base64 32. ' +
      '/ JWT_SECRET has too little entropy (few distinct characters or a repeated pattern).'
    );
  }
  return null;
}
