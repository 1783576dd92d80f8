// Forms of address that come before a name in Brazil; an avatar reading 'DS' for 'Dra. Ana Souza' names nobody.
const TITLES = new Set(['dr', 'dra', 'prof', 'profa', 'sr', 'sra']);

const isTitle = (word: string) => TITLES.has(word.toLocaleLowerCase('pt-BR').replace(/\.$/, ''));

/**
 * The avatar's initials: the first letters of the first and last names, without the title ('Dra. Ana Souza'
 * → 'AS', 'Prof Carlos' → 'C'); a name made only of a title keeps it rather than show nothing.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const named = words.filter((word) => !isTitle(word));
  const parts = named.length > 0 ? named : words;
  const first = parts[0];
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return [first, last]
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .toLocaleUpperCase('pt-BR');
}
