// The contract's paths, domain types and enumerations, re-exported so that apps and packages/ui keep one import.
export type * from '@odonto/contract';
export {
  DECISOES_DA_CONTA,
  DECISOES_DO_RECURSO,
  FINANCIAL_STATUS,
  GLOSA_STATUS,
  ITEM_STATUS,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  PLANO_CANCELADO,
  PLANO_STATUS,
  planoEncerrado,
  UFS,
} from '@odonto/contract';
export {
  beneficiarioV1ErrorMessage,
  createItemErrorMessage,
  createPlanErrorMessage,
  dentistaV1ErrorMessage,
  FIRST_ACCESS_ALREADY_DONE,
  type FirstAccessOutcome,
  firstAccessOutcome,
  forgotPasswordErrorMessage,
  genericErrorMessage,
  type LookupEntity,
  loginErrorMessage,
  lookupErrorMessageFor,
  MISSING_CRO,
  MISSING_PLAN_CODE,
  type PlanFetch,
  planFetchErrorMessage,
  procedimentosByEspecialidadeErrorMessage,
  resetPasswordErrorMessage,
  SESSION_EXPIRED,
  SESSION_EXPIRED_V1,
  setPasswordErrorMessage,
  uploadErrorMessage,
  type V1Call,
  v1ErrorMessage,
} from './errors/catalogue';
export {
  CallError,
  type CallFailure,
  failureFromError,
  failureFromResponse,
  failureFromResult,
  failureOf,
} from './errors/failure';
export { fieldErrorsOf, type InvalidParam, invalidParamsOf } from './errors/field-errors';
export { maskEmail, maskEmailsIn } from './errors/mask-email';
export {
  type ApiClients,
  type ApiClientsOptions,
  type AuthApi,
  createApiClients,
  createAuthApi,
  createDentistApi,
  DEFAULT_BASE_URL,
  type DentistApi,
  LOGOUT_TIMEOUT_MS,
} from './http/clients';
export { dataOf, type FetchResult } from './http/data-of';
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_RETRIES,
  type IdempotentOptions,
  isRetryableCreation,
  isRetryableStatus,
  newIdempotencyKey,
  withIdempotencyKey,
} from './http/idempotency';
export {
  createSessionAuth,
  PUBLIC_PATHS,
  REFRESH_LOCK_NAME,
  type RefreshLock,
  type RefreshOutcome,
  type SessionAuth,
  type SessionAuthOptions,
} from './http/session-auth';
export { type FetchLike, REQUEST_TIMEOUT_MS, withTimeout } from './http/timeout';
export {
  historyProcedureOf,
  type ItemRegionFields,
  type ItemSiteFields,
  itemPlaceOf,
  itemRegion,
  itemSiteOf,
} from './item-site';
export { DEFAULT_ROLE, DOTNET_ROLE_CLAIM, decodeJwtPayload, roleFromToken } from './session/jwt';
export { createScopedStorage } from './session/scoped-storage';
export {
  type AccessTokenHolder,
  accessTokenHolder,
  clearSession,
  clearTokens,
  createMemoryStorage,
  defaultStorage,
  LEGACY_TOKEN_KEYS,
  type LoginTokens,
  type RenewedTokens,
  readAccessToken,
  readSession,
  readSessionDeadline,
  SESSION_DEADLINE_KEY,
  SESSION_KEYS,
  type StoredSession,
  saveLogin,
  saveTokens,
} from './session/storage';
export {
  isCancelledUpload,
  type UploadOptions,
  type UploadPlanoImagemInput,
  type UploadQuery,
  type UploadResponse,
  type UploadResult,
  type UploadXhr,
  uploadPlanoImagem,
} from './upload/upload';
