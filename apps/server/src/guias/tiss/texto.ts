/**
 * Text as a TISS message can carry it. The message is ISO-8859-1 (Latin-1): a character outside it is written
 * as its Latin-1 base letter when it has one ('ő' as 'o'), typographic quotes and dashes as their ASCII
 * forms, anything else as '?'; control characters (which XML 1.0 refuses) become spaces. The result is trimmed
 * and cut to the schema's maximum length (st_textoN), never ending in a space.
 */
export function textoTiss(value: string, maxLength: number): string {
  let result = '';
  for (const char of value.normalize('NFC')) {
    result += latin1Of(char);
  }
  return result.trim().slice(0, maxLength).trimEnd();
}

const ASCII_FORMS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '€': 'EUR',
};

function latin1Of(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // C0 and C1 controls (and DEL): XML 1.0 refuses most, and none is text a person typed on purpose.
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
  if (code <= 0xff) return char;
  const ascii = ASCII_FORMS[char];
  if (ascii !== undefined) return ascii;
  // The base letter of a decomposed character, when what is left fits Latin-1 ('ő' -> 'o').
  const base = char.normalize('NFD').replace(/\p{Mn}/gu, '');
  return base.length > 0 && [...base].every((c) => (c.codePointAt(0) ?? 0x100) <= 0xff) ? base : '?';
}
