/**
 * The pt-BR blocklist a new password must pass on top of the common list (common-passwords.ts): the
 * passwords Brazilians pick most, the words of this product, the operator's name, and the dentist's own
 * name and CRO. zxcvbn's list comes from English-speaking breach corpora: 'Senha@123', 'mudar123' and the
 * README's own 'Odonto@2026' are not on it, and they are the first a guesser tries here.
 */

/** Bases of the most frequent pt-BR passwords (normalised: lower case, no accents), the decoration cut. */
const COMMON_PT_BR = [
  'senha',
  'minhasenha',
  'senhanova',
  'mudar',
  'mudarsenha',
  'trocar',
  'trocarsenha',
  'alterar',
  'acesso',
  'bemvindo',
  'brasil',
  'saopaulo',
  'riodejaneiro',
  'flamengo',
  'corinthians',
  'palmeiras',
  'santos',
  'vasco',
  'gremio',
  'cruzeiro',
  'botafogo',
  'fluminense',
  'internacional',
  'atletico',
  'amor',
  'meuamor',
  'teamo',
  'jesus',
  'deus',
  'familia',
  'felicidade',
  'princesa',
  'gatinha',
  'florzinha',
  'futebol',
  'qwerty',
  'asdfg',
  'abcd',
  'admin',
  'usuario',
  'teste',
];

/** Words of the product and its trade: the first a guesser who knows where the form is will try. */
const PRODUCT_WORDS = [
  'odonto',
  'odontologia',
  'odontologo',
  'dentista',
  'dente',
  'portal',
  'sorriso',
  'operadora',
  'cooperativa',
  'auditor',
  'auditoria',
  'clinica',
  'consultorio',
  'plano',
  'saude',
  'cro',
];

/**
 * A core shorter than this, once every blocked word is taken out, adds nothing a guesser would not try:
 * 'MeuSorriso' leaves 'meu'; 'SorrisoBonito' leaves 'bonito', a password of its own.
 */
const MIN_REMAINDER = 4;
/** Name parts shorter than this ('da', 'de', 'dos', 'e') are connectives, not names. */
const MIN_NAME_PART = 3;
/** Most characters of the leading or trailing decoration read as letters (`$0rr1$0` is 'sorriso'). */
const MAX_EDGE_LEET = 4;

/** Common leetspeak, as the brief of #33 lists it; '1' is tried as both 'i' and 'l'. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

const isLetter = (char: string) => char >= 'a' && char <= 'z';
const isLeet = (char: string | undefined) => char !== undefined && (char === '1' || char in LEET);

/** How many characters next to the letters, going by `step` from `from`, may stand for letters. */
function leetRun(text: string, from: number, step: 1 | -1): number {
  let count = 0;
  while (count < MAX_EDGE_LEET && isLeet(text[from + step * (count + 1)])) count++;
  return count;
}

/** Lower case without accents ('Sorriso' and 'SÓRRISO' are one word). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The word under the decoration: leetspeak read as letters, every other non-letter dropped. */
const lettersOf = (text: string, one: 'i' | 'l') =>
  [...text]
    .map((char) => (char === '1' ? one : (LEET[char] ?? char)))
    .filter(isLetter)
    .join('');

/**
 * The cores a password may be read as: lower case, no accents, the digits and symbols before and after the
 * letters cut ('Odonto@2026' is 'odonto'), or kept as letters when they may stand for some ('S3nh@123' is
 * also read 'senha', 'Dent1sta!2025' is 'dentista').
 */
export function passwordCores(password: string): Set<string> {
  const text = withoutAccents(password);
  const letters = [...text].map((char) => isLetter(char));
  const first = letters.indexOf(true);
  const last = letters.lastIndexOf(true);
  const cores = new Set<string>();
  if (first < 0) return cores;
  for (let before = 0; before <= leetRun(text, first, -1); before++) {
    for (let after = 0; after <= leetRun(text, last, 1); after++) {
      const middle = text.slice(first - before, last + 1 + after);
      cores.add(lettersOf(middle, 'i'));
      cores.add(lettersOf(middle, 'l'));
    }
  }
  return cores;
}

/** Who the password is for: the words of their own that it must not be made of. */
export interface PasswordOwner {
  /** The dentist's (or auditor's) full name. */
  nome: string;
  /** Their CRO number. */
  cro: string;
  /** The operator's name (OPERADORA_NOME), whose words a guesser also tries. */
  nomeOperadora: string;
}

/** The words of a name, normalised, long enough to be names. */
const nameParts = (name: string) =>
  withoutAccents(name)
    .split(/[^a-z]+/)
    .filter((part) => part.length >= MIN_NAME_PART);

/**
 * Whether the password is made of blocked words: once the owner's CRO is taken out and the decoration cut,
 * the words of the lists, of the operator's name and of the owner's name leave fewer than four letters.
 */
export function isBlockedPassword(password: string, owner: PasswordOwner): boolean {
  const cro = owner.cro.replace(/\D/g, '');
  const withoutCro = cro.length > 0 ? password.split(cro).join(' ') : password;
  const removedCro = withoutCro !== password;
  // Longest first, so that 'odontologia' goes as a whole rather than leaving 'logia' after 'odonto'.
  const words = [
    ...new Set([
      ...COMMON_PT_BR,
      ...PRODUCT_WORDS,
      ...nameParts(owner.nomeOperadora),
      ...nameParts(owner.nome),
    ]),
  ].sort((a, b) => b.length - a.length);
  for (const core of passwordCores(withoutCro)) {
    const remainder = words.reduce((rest, word) => rest.split(word).join(''), core);
    const madeOfBlockedWords = remainder.length < core.length || removedCro;
    if (madeOfBlockedWords && remainder.length < MIN_REMAINDER) return true;
  }
  // Nothing but the CRO and decoration ('12345!@' for CRO 12345).
  return removedCro && passwordCores(withoutCro).size === 0;
}
