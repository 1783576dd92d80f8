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
} from './errors/catalogue.ts';
export { type CallFailure, failureFromError, failureFromResponse } from './errors/failure.ts';
export { maskEmail, maskEmailsIn } from './errors/mask-email.ts';
export type { paths as AuthPaths } from './generated/auth.gen.ts';
export type { paths as DentistPaths } from './generated/dentist.gen.ts';
export {
  type ApiClients,
  type ApiClientsOptions,
  type AuthApi,
  createApiClients,
  createAuthApi,
  createDentistApi,
  DEFAULT_BASE_URL,
  type DentistApi,
} from './http/clients.ts';
export {
  createSessionAuth,
  PUBLIC_PATHS,
  type SessionAuth,
  type SessionAuthOptions,
} from './http/session-auth.ts';
export { type FetchLike, REQUEST_TIMEOUT_MS, withTimeout } from './http/timeout.ts';
export { DEFAULT_ROLE, DOTNET_ROLE_CLAIM, decodeJwtPayload, roleFromToken } from './session/jwt.ts';
export {
  clearSession,
  clearTokens,
  createMemoryStorage,
  defaultStorage,
  type LoginTokens,
  readAccessToken,
  readRefreshToken,
  readSession,
  SESSION_KEYS,
  type StoredSession,
  saveLogin,
  saveTokens,
} from './session/storage.ts';
export type * from './types.ts';
export {
  type UploadOptions,
  type UploadPlanoImagemInput,
  type UploadQuery,
  type UploadResponse,
  type UploadResult,
  type UploadXhr,
  uploadPlanoImagem,
} from './upload/upload.ts';
export { FINANCIAL_STATUS, GLOSA_STATUS, ITEM_STATUS, PAYMENT_METHODS, PLANO_STATUS, UFS } from './values.ts';
