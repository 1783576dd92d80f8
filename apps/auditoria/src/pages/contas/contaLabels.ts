import type { LoteResumo, LoteStatus, PaymentMethod, PlanoTratamentoItem } from '@odonto/api';
import { formatDate } from '@odonto/ui';
import { todayInBrasilia } from '../../data/operacoes';

/** The contract's last day to pay (a bare date): '05/12/2026'; '—' when there is none. */
export const prazoPagamentoLabel = (lote: Pick<LoteResumo, 'prazoPagamento'>): string =>
  formatDate(lote.prazoPagamento, '—');

/** How many of the batch's items the operator analysed: '1 de 2'. */
export const analisadosLabel = (lote: Pick<LoteResumo, 'quantidadeAnalisados' | 'quantidadeItens'>): string =>
  `${lote.quantidadeAnalisados} de ${lote.quantidadeItens}`;

/** The batch takes analyses: sent and not yet analysed in full. */
export const inAnalysis = (status: LoteStatus): boolean => status === 'Enviado' || status === 'Em análise';

/** The final documentation the rules ask of an item: its type and whether it came. */
export function documentacaoFinalLabel(item: Pick<PlanoTratamentoItem, 'documentacaoFinal'>): string {
  const documentacao = item.documentacaoFinal;
  if (!documentacao) return 'Não exigida';
  return `${documentacao.tipo} · ${documentacao.idImagem === null ? 'não enviada' : 'enviada'}`;
}

export interface PagamentoDraft {
  /** yyyy-MM-dd, as the date input gives it. */
  dataPagamento: string;
  formaPagamento: PaymentMethod | null;
}

export type PagamentoErrors = Partial<Record<keyof PagamentoDraft, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * Why the payment cannot be sent (each message at its field), or {} when it can: a real day, not after
 * `today` nor before `analisadoEm` (the moment the batch was analysed, read as its day in Brasília), and a method.
 */
export function pagamentoErrors(
  draft: PagamentoDraft,
  today: string = todayInBrasilia(),
  analisadoEm: string | null = null,
): PagamentoErrors {
  const errors: PagamentoErrors = {};
  const analisado = analisadoEm ? todayInBrasilia(new Date(analisadoEm)) : null;
  if (!isRealDate(draft.dataPagamento)) errors.dataPagamento = 'Informe a data do pagamento.';
  else if (draft.dataPagamento > today) errors.dataPagamento = 'A data do pagamento não pode ser futura.';
  else if (analisado && draft.dataPagamento < analisado) {
    errors.dataPagamento = `A data do pagamento não pode ser anterior à análise da conta (${formatDate(analisado)}).`;
  }
  if (!draft.formaPagamento) errors.formaPagamento = 'Escolha a forma de pagamento.';
  return errors;
}
