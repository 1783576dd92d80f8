// The enumerations of the descriptions as runtime lists (for selects, tabs, legends), checked against the types.

import type {
  DecisaoDaConta,
  DecisaoDoRecurso,
  FinancialStatus,
  GlosaStatus,
  ItemStatus,
  LoteStatus,
  PaymentMethod,
  PlanoTratamentoStatus,
  Uf,
} from './types';

/**
 * Plan statuses in order: 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado, 5 Autorizado
 * parcialmente, 6 Negado.
 */
export const PLANO_STATUS = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly PlanoTratamentoStatus[];

/** A cancelled plan (TISS 6) is closed for good: the server refuses any move of its items (409). */
export const PLANO_CANCELADO = 4 satisfies PlanoTratamentoStatus;

/** Whether a plan takes no more procedures: concluded or cancelled (the server answers 409). */
export function planoEncerrado(status: PlanoTratamentoStatus): boolean {
  return status === 3 || status === PLANO_CANCELADO;
}

/** Item (audit) statuses the API returns. */
export const ITEM_STATUS = [
  'Aguardando Aprovação',
  'Auditoria',
  'Aguardando Aceite',
  'Em Junta',
  'Aguardando Justificativa',
  'Aguardando Documentação',
  'Autorizado',
  'Realizado',
  'Negado',
  'Ativo',
] as const satisfies readonly ItemStatus[];

/** A billing batch's steps, in order: open, sent (with its protocol), in analysis, analysed, paid. */
export const LOTE_STATUS = [
  'Aberto',
  'Enviado',
  'Em análise',
  'Analisado',
  'Pago',
] as const satisfies readonly LoteStatus[];

/** Where a glosa's appeal stands: not appealed, under appeal, accepted, accepted in part, kept. */
export const GLOSA_STATUS = [
  'nao_recorrida',
  'em_recurso',
  'aceita',
  'aceita_parcialmente',
  'mantida',
] as const satisfies readonly GlosaStatus[];

/** A sent batch is pending until the operator pays it. */
export const FINANCIAL_STATUS = ['pending', 'completed'] as const satisfies readonly FinancialStatus[];

/** How the operator pays its credentialed dentist. */
export const PAYMENT_METHODS = ['pix', 'bank_transfer'] as const satisfies readonly PaymentMethod[];

/** The account analysis of a billed item: pay it, glosa part of it, glosa all of it. */
export const DECISOES_DA_CONTA = [
  'pagar',
  'glosarParte',
  'glosarTudo',
] as const satisfies readonly DecisaoDaConta[];

/** The operator's answer to an appealed glosa: accept it all, accept part, keep the glosa. */
export const DECISOES_DO_RECURSO = [
  'aceitar',
  'aceitarParte',
  'manter',
] as const satisfies readonly DecisaoDoRecurso[];

/** The 27 UFs (docs/product-rules.md#d5). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const satisfies readonly Uf[];
