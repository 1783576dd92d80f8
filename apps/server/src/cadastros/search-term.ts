import { isValidCPF } from '@brazilian-utils/brazilian-utils';

/** What a beneficiary search term turned out to be, punctuation removed. */
export type SearchTerm =
  | { kind: 'carteira'; value: string }
  | { kind: 'cpf'; value: string }
  | { kind: 'invalid'; reason: string };

export const CPF_INVALIDO = 'CPF inválido. Verifique os dígitos informados.';
export const TERMO_INVALIDO = 'Informe o número da carteira (17 dígitos) ou o CPF (11 dígitos).';

/** A card number has 17 digits, a CPF 11 with valid check digits; dots, dashes, slashes and spaces are ignored. */
export function parseSearchTerm(raw: string): SearchTerm {
  const value = raw.replace(/[\s.\-/]/g, '');
  if (/^\d{17}$/.test(value)) return { kind: 'carteira', value };
  if (/^\d{11}$/.test(value)) {
    return isValidCPF(value) ? { kind: 'cpf', value } : { kind: 'invalid', reason: CPF_INVALIDO };
  }
  return { kind: 'invalid', reason: TERMO_INVALIDO };
}

/** The operator's code, with or without leading zeros ('0900', '900'). */
export function isOperatorCode(code: string): boolean {
  return code.trim().replace(/^0+/, '') === '900';
}
