import {
  type AnaliseDaConta,
  type AnaliseDaContaRequest,
  DECISOES_DA_CONTA,
  type DecisaoDaConta,
  invalidParamsOf,
  type PlanoTratamentoItem,
} from '@odonto/api';
import { formatCurrency } from '@odonto/ui';

/** The choices of the analysis form, in the contract's order. */
export const DECISAO_LABELS: Record<DecisaoDaConta, string> = {
  pagar: 'Pagar',
  glosarParte: 'Glosar parte',
  glosarTudo: 'Glosar tudo',
};
export const DECISOES = DECISOES_DA_CONTA.map((value) => ({ value, label: DECISAO_LABELS[value] }));

/** A registered analysis as it reads in the account. */
export const ANALISE_LABELS: Record<DecisaoDaConta, string> = {
  pagar: 'Pago integralmente',
  glosarParte: 'Glosado em parte',
  glosarTudo: 'Glosado integralmente',
};

/** The longest note the server takes. */
export const OBSERVACAO_MAX = 500;

/** What the auditor typed and chose. */
export interface AnaliseDraft {
  decisao: DecisaoDaConta | null;
  codigoGlosa: string;
  /** In reais as people write them: '50,00', '1.234,56'. */
  valorGlosado: string;
  observacao: string;
}

export const EMPTY_DRAFT: AnaliseDraft = { decisao: null, codigoGlosa: '', valorGlosado: '', observacao: '' };

/** The fields a message can be about. */
export type AnaliseField = keyof AnaliseDraft;
export type AnaliseErrors = Partial<Record<AnaliseField, string>>;

const FIELDS: readonly AnaliseField[] = ['decisao', 'codigoGlosa', 'valorGlosado', 'observacao'];

// Whole reais with or without thousands dots (1.234 or 1234), then up to two decimals after a comma.
const REAIS = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * An amount in reais typed the Brazilian way ('50,00', '50', '1.234,5', 'R$ 620,00') as a number of reais
 * (50, 1234.5); null when it is not one (a point as the decimal mark, three decimals, letters).
 */
export function parseReais(text: string): number | null {
  const compact = text.replace(/^\s*R\$/, '').replace(/\s/g, '');
  const match = REAIS.exec(compact);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\./g, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  return (Number(whole) * 100 + Number(cents || '0')) / 100;
}

const isGlosa = (decisao: DecisaoDaConta | null) => decisao === 'glosarParte' || decisao === 'glosarTudo';

/**
 * The request for an item whose informed value is `valorInformado`, or each field's message (the server's
 * rules: a decision; for a glosa a code and a note of up to 500 characters; for a part, an amount above zero
 * and below the informed value).
 */
export function analiseRequest(
  draft: AnaliseDraft,
  valorInformado: number,
): { request: AnaliseDaContaRequest; errors?: undefined } | { request?: undefined; errors: AnaliseErrors } {
  const errors: AnaliseErrors = {};
  const { decisao } = draft;
  const codigoGlosa = draft.codigoGlosa.trim();
  const observacao = draft.observacao.trim();
  if (!decisao) errors.decisao = 'Escolha a decisão: pagar, glosar parte ou glosar tudo.';
  let valorGlosado: number | null = null;
  if (decisao === 'glosarParte') {
    valorGlosado = parseReais(draft.valorGlosado);
    if (draft.valorGlosado.trim() === '') errors.valorGlosado = 'Informe o valor glosado.';
    else if (valorGlosado === null) errors.valorGlosado = 'Informe o valor em reais, por exemplo 50,00.';
    else if (valorGlosado <= 0) errors.valorGlosado = 'O valor glosado deve ser maior que zero.';
    else if (valorGlosado >= valorInformado) {
      errors.valorGlosado = `O valor glosado deve ser menor que o valor informado (${formatCurrency(valorInformado)}). Para glosar o valor inteiro, escolha Glosar tudo.`;
    }
  }
  if (isGlosa(decisao)) {
    if (!/^\d{4}$/.test(codigoGlosa)) errors.codigoGlosa = 'Escolha o motivo da glosa (Tabela 38).';
    if (!observacao) errors.observacao = 'Escreva uma nota para o dentista explicando a glosa.';
    else if (observacao.length > OBSERVACAO_MAX) {
      errors.observacao = `A nota pode ter até ${OBSERVACAO_MAX} caracteres.`;
    }
  }
  if (!decisao || Object.keys(errors).length > 0) return { errors };
  if (decisao === 'pagar') return { request: { decisao } };
  return {
    request: {
      decisao,
      ...(decisao === 'glosarParte' && valorGlosado !== null ? { valorGlosado } : {}),
      codigoGlosa,
      observacao,
    },
  };
}

/**
 * The messages a refused call (400 invalid-params, 422) gives each of `fields`, the first for each:
 * `codigoGlosa`, `body.codigoGlosa` or `/body/codigoGlosa` are all the field `codigoGlosa`.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { name, reason } of invalidParamsOf(error)) {
    const last = name
      .split(/[./]/)
      .filter((part) => part !== '' && part !== 'body')
      .at(-1);
    const field = fields.find((candidate) => candidate === last);
    if (field) errors[field] ??= reason;
  }
  return errors;
}

/** The messages of a refused analysis (a code not of the billing phase is a 422 on `codigoGlosa`). */
export const analiseFieldErrors = (error: unknown): AnaliseErrors => serverFieldErrors(error, FIELDS);

/** The item's analysis, or null while it waits for one. */
export const analiseOf = (item: Pick<PlanoTratamentoItem, 'realizacao'>): AnaliseDaConta | null =>
  item.realizacao?.analise ?? null;

/** The Tabela 38 code with its official text, as the select and the analysis show it: '3067 – RADIOGRAFIA FINAL NÃO ENVIADA'. */
export const codigoLabel = (codigo: string, descricao: string | null | undefined): string =>
  descricao ? `${codigo} – ${descricao}` : codigo;
