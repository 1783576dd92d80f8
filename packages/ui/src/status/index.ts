export {
  paymentMethodLabel,
  RESPOSTA_DO_RECURSO_LABELS,
  type StatusDisplay,
  type StatusKind,
  type StatusValues,
  statusDisplay,
} from './statusDisplay';
export { tissLabel } from './tiss';
export type {
  FinanceiroStatus,
  GlosaStatus,
  ItemStatus,
  LoteStatus,
  PaymentMethod,
  PlanoStatus,
} from './types';
