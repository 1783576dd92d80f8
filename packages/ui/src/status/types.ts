// The status types come from the contract (@odonto/contract, generated from openapi/dentist.yaml), under the
// names the kit uses.
import type {
  GlosaStatus as ContractGlosaStatus,
  ItemStatus as ContractItemStatus,
  LoteStatus as ContractLoteStatus,
  PaymentMethod as ContractPaymentMethod,
  FinancialStatus,
  PlanoTratamentoStatus,
} from '@odonto/contract';

/**
 * Treatment plan status: 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado, 5 Autorizado
 * parcialmente, 6 Negado.
 */
export type PlanoStatus = PlanoTratamentoStatus;

/** Plan item status (audiStatus). */
export type ItemStatus = ContractItemStatus;

/** Glosa (claim denial) status. */
export type GlosaStatus = ContractGlosaStatus;

/** Financial record status. */
export type FinanceiroStatus = FinancialStatus;

/** Billing batch (lote) status: Aberto, Enviado, Em análise, Analisado, Pago. */
export type LoteStatus = ContractLoteStatus;

/** How the operator pays a batch: PIX or bank transfer. */
export type PaymentMethod = ContractPaymentMethod;
