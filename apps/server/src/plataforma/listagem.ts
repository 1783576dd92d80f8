import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DentistOperations, QueryParams } from '../contract';

/** Page size of the Glosas and Financeiro screens (docs/product-rules.md#business-constants). */
export const DEFAULT_PAGE_SIZE = 10;

/** The paging query of the listings (the same on Glosas and Financeiro in openapi/dentist.yaml). */
export type PageRequest = Pick<QueryParams<DentistOperations['listGlosas']>, 'pagina' | 'tamanhoPagina'>;

/** The page asked for, with the screens' defaults. */
export function pageOf(request: PageRequest) {
  const pagina = request.pagina ?? 1;
  const tamanhoPagina = request.tamanhoPagina ?? DEFAULT_PAGE_SIZE;
  return { pagina, tamanhoPagina, limit: tamanhoPagina, offset: (pagina - 1) * tamanhoPagina };
}

/** The Paginacao record of openapi/dentist.yaml. */
export function paginacao(page: { pagina: number; tamanhoPagina: number }, total: number) {
  const { pagina, tamanhoPagina } = page;
  return { pagina, tamanhoPagina, total, totalPaginas: Math.ceil(total / tamanhoPagina) };
}

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc';

/** Folds accents in SQL, so 'Joao' finds 'João' whatever the database's locale. */
export function withoutAccents(value: Expression<string>): RawBuilder<string> {
  return sql<string>`translate(${value}, ${ACCENTED}, ${PLAIN})`;
}

/** The ILIKE pattern for a search term: accents folded, its own % and _ taken literally. */
export function containsPattern(term: string): string {
  const plain = term
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  return `%${plain.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Centavos as reais (the Money schema: BRL with two decimals). */
export function reais(centavos: number): number {
  return centavos / 100;
}

/** The digits of a code or card number typed with punctuation ('0900.0001.000001-00.1'); null if it is not one. */
export function digitsOf(term: string): string | null {
  const digits = term.trim().replace(/[\s.\-/]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}
