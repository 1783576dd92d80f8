// Abbreviations that stay in capitals inside an official text written all in capitals.
const SIGLAS = new Set(['GTO', 'MPP', 'ANS', 'TISS', 'TUSS', 'RN', 'CRO']);

/**
 * An official text written all in capitals (Tabela 38's, 'NA AUDITORIA FOI CONSTATADA ...') as a sentence
 * ('Na auditoria foi constatada ...'), for reading on a screen; the stored and sent text stays as it is.
 * Abbreviations such as GTO and MPP keep their capitals.
 */
export function sentenceCase(text: string): string {
  const lower = text
    .split(/(\p{L}+)/u)
    .map((part) => (SIGLAS.has(part) ? part : part.toLocaleLowerCase('pt-BR')))
    .join('');
  const first = lower.search(/\p{L}/u);
  if (first < 0) return lower;
  return lower.slice(0, first) + lower.charAt(first).toLocaleUpperCase('pt-BR') + lower.slice(first + 1);
}
