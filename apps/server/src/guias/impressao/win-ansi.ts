// The PDF's standard fonts (Helvetica) write WinAnsiEncoding: Latin-1 plus these typographic characters in
// 0x80..0x9F. pdfkit writes anything else as unrelated bytes ('😀' came out as 'Ø=Þ'), so such characters
// are replaced before they reach the page.
const EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS.includes(char);
}

/**
 * The text as the standard fonts can print it: a letter outside WinAnsi loses its accent when that leaves
 * a letter the fonts have ('ő' → 'o'), line breaks stay, other whitespace becomes a space, and anything
 * else becomes '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (encodable(char) || char === '\n') out += char;
    else if (/\s/u.test(char)) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}

/** Every text of `value` (an object of the guide's shape: strings, numbers, dates, arrays) made printable. */
export function textosImprimiveis<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T & string;
  if (Array.isArray(value)) return value.map((item: unknown) => textosImprimiveis(item)) as T & unknown[];
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, textosImprimiveis(item)]);
  return Object.fromEntries(entries) as T;
}
