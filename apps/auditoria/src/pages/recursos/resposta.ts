import {
  type DecisaoDoRecurso,
  invalidParamsOf,
  type RecursoGlosaItem,
  type RespostaRecursoRequest,
} from '@odonto/api';
import { formatCurrency } from '@odonto/ui';
import { parseReais } from '../contas/analise';

/** The longest justification the server takes. */
export const JUSTIFICATIVA_MAX = 500;

/** What the auditor chose and typed for one item of the appeal. */
export interface RespostaItemDraft {
  decisao: DecisaoDoRecurso | null;
  /** In reais as people write them: '300,00', '1.234,56'. */
  valorAcatado: string;
  justificativa: string;
}

export const EMPTY_ITEM_DRAFT: RespostaItemDraft = { decisao: null, valorAcatado: '', justificativa: '' };

/** The fields of an item a message can be about. */
export type RespostaField = keyof RespostaItemDraft;
export type RespostaItemErrors = Partial<Record<RespostaField, string>>;
/** The messages of each item, by the appeal item's id. */
export type RespostaErrors = Partial<Record<number, RespostaItemErrors>>;

const FIELDS: readonly RespostaField[] = ['decisao', 'valorAcatado', 'justificativa'];

export const DECISAO_REQUIRED = 'Escolha a decisão deste item.';
export const JUSTIFICATIVA_REQUIRED = `Escreva a justificativa da resposta (até ${JUSTIFICATIVA_MAX} caracteres).`;
export const valorAcatadoRange = (valorRecursado: number) =>
  `Informe um valor maior que zero e menor que ${formatCurrency(valorRecursado)}.`;
export const VALOR_FORMAT = 'Informe o valor em reais, por exemplo 150,00.';

type RequestItem = RespostaRecursoRequest['itens'][number];
type AppealedItem = Pick<RecursoGlosaItem, 'id' | 'valorRecursado'>;

/** One item's request, or its messages. */
function itemRequest(
  item: AppealedItem,
  draft: RespostaItemDraft,
): { request: RequestItem; errors?: undefined } | { request?: undefined; errors: RespostaItemErrors } {
  const errors: RespostaItemErrors = {};
  const { decisao } = draft;
  const justificativa = draft.justificativa.trim();
  if (!decisao) errors.decisao = DECISAO_REQUIRED;
  let valorAcatado: number | null = null;
  if (decisao === 'aceitarParte') {
    const typed = draft.valorAcatado.trim();
    valorAcatado = parseReais(typed);
    if (typed !== '' && valorAcatado === null) errors.valorAcatado = VALOR_FORMAT;
    else if (valorAcatado === null || valorAcatado <= 0 || valorAcatado >= item.valorRecursado) {
      errors.valorAcatado = valorAcatadoRange(item.valorRecursado);
    }
  }
  const needsJustificativa = decisao === 'aceitarParte' || decisao === 'manter';
  if ((needsJustificativa && !justificativa) || justificativa.length > JUSTIFICATIVA_MAX) {
    errors.justificativa = JUSTIFICATIVA_REQUIRED;
  }
  if (!decisao || Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      id: item.id,
      decisao,
      ...(decisao === 'aceitarParte' && valorAcatado !== null ? { valorAcatado } : {}),
      ...(justificativa ? { justificativa } : {}),
    },
  };
}

/**
 * The answer to the whole appeal (every item at once, in the appeal's order), or each item's messages (the
 * server's rules: a decision for every item; to accept part, an amount above zero and below the appealed
 * value, and a justification; to keep the glosa, a justification; at most 500 characters). A value typed
 * for a decision that takes none is left out; an optional justification is sent when written.
 */
export function respostaRequest(
  itens: readonly AppealedItem[],
  drafts: Readonly<Partial<Record<number, RespostaItemDraft>>>,
): { request: RespostaRecursoRequest; errors?: undefined } | { request?: undefined; errors: RespostaErrors } {
  const errors: RespostaErrors = {};
  const requests: RequestItem[] = [];
  for (const item of itens) {
    const result = itemRequest(item, drafts[item.id] ?? EMPTY_ITEM_DRAFT);
    if (result.errors) errors[item.id] = result.errors;
    else requests.push(result.request);
  }
  return Object.keys(errors).length > 0 ? { errors } : { request: { itens: requests } };
}

/**
 * The messages a refused answer (400 invalid-params, 422) gives each item's fields, the first for each:
 * `itens/1/justificativa`, `body.itens.1.justificativa` or `/body/itens/1/justificativa` are the
 * justification of the second item sent (the appeal's second item).
 */
export function respostaFieldErrors(
  error: unknown,
  itens: readonly Pick<RecursoGlosaItem, 'id'>[],
): RespostaErrors {
  const errors: RespostaErrors = {};
  for (const { name, reason } of invalidParamsOf(error)) {
    const parts = name.split(/[./[\]]/).filter((part) => part !== '' && part !== 'body');
    const at = parts.indexOf('itens');
    const index = Number(parts[at + 1]);
    const field = FIELDS.find((candidate) => candidate === parts.at(-1));
    const item = at >= 0 && Number.isInteger(index) ? itens[index] : undefined;
    if (!item || !field) continue;
    const itemErrors = errors[item.id] ?? {};
    itemErrors[field] ??= reason;
    errors[item.id] = itemErrors;
  }
  return errors;
}

/** The number of items with a message. */
export const itemsWithErrors = (errors: RespostaErrors): number =>
  Object.values(errors).filter((item) => item && Object.keys(item).length > 0).length;
