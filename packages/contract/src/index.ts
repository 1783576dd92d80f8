export { CARD_NUMBER_LENGTH, formatCardNumber } from './card-number';
export type {
  components as AuthComponents,
  operations as AuthOperations,
  paths as AuthPaths,
} from './generated/auth.gen';
export type {
  components as DentistComponents,
  operations as DentistOperations,
  paths as DentistPaths,
} from './generated/dentist.gen';
export { JUSTIFICATIVA_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
export type {
  AuthSchema,
  DentistSchema,
  JsonRequestBody,
  PathParams,
  QueryParams,
  RequestBody,
  ResponseBody,
  SuccessBody,
  SuccessStatus,
} from './operations';
export { formatGuideNumber, formatPlanCode } from './plan-code';
export {
  type AlteracoesSituacaoInicial,
  alteracoesEntre,
  type Completude,
  completudeDaSituacaoInicial,
  deciduoDe,
  POSICOES_PERMANENTES,
  type RespostaSituacaoInicial,
  type VersaoSituacaoInicial,
} from './situacao-inicial';
export type * from './types';
export {
  DECISOES_DA_CONTA,
  DECISOES_DO_RECURSO,
  FINANCIAL_STATUS,
  GLOSA_STATUS,
  ITEM_STATUS,
  LOTE_STATUS,
  PAYMENT_METHODS,
  PLANO_CANCELADO,
  PLANO_STATUS,
  planoEncerrado,
  UFS,
} from './values';
