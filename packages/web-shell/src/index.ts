export { createQueryClient } from './data/queryClient';
export { isRetryable, MAX_RETRIES, retryDelay, shouldRetry } from './data/retry';
export { type Submission, type SubmissionOptions, useSubmission } from './data/useSubmission';
export {
  dateParam,
  type ListQueryCodec,
  type ListQuerySchema,
  listQueryCodec,
  oneOfParam,
  PAGE_PARAM_MAX,
  type ParamCodec,
  pageParam,
  TEXT_PARAM_MAX,
  textParam,
  wholeNumberParam,
} from './list-query/listQuery';
export { CroLoginForm, type CroLoginFormProps } from './login/CroLoginForm';
export {
  asksForUf,
  isUfDoCro,
  type UfDoCro,
  type UfDoCroAsk,
  UfDoCroField,
  type UfDoCroFieldProps,
  useUfDoCro,
} from './login/UfDoCroField';
export { GLOSSARY_LOAD_ERROR, GlossaryScreen, glossarioQuery } from './screens/GlossaryScreen';
export { type LazyPart, lazyPart } from './screens/lazyPart';
export { lazyRoute } from './screens/lazyRoute';
export { NotFound, type NotFoundProps } from './screens/NotFound';
export { RootLayout } from './screens/RootLayout';
export { type AppHome, RouteError, RouteErrorView, type RouteErrorViewProps } from './screens/RouteError';
export { SessionAppShell, type SessionAppShellProps } from './screens/SessionAppShell';
export { CURRENT_USER_KEY, croWithUf, currentUserQuery } from './session/currentUser';
export { RequireSession, type RequireSessionProps } from './session/RequireSession';
export {
  AT_MAXIMUM,
  KEEP_SIGNED_IN,
  RENEW_FAILED,
  SESSION_WARNING_TEXT,
  SESSION_WARNING_TITLE,
  SIGN_OUT,
} from './session/SessionExpiryDialog';
export { SessionExpiryWarning, type SessionExpiryWarningProps } from './session/SessionExpiryWarning';
export {
  type SessionClients,
  type SessionContextValue,
  SessionProvider,
  type SessionProviderProps,
  type SessionStatus,
  useSession,
} from './session/SessionProvider';
export { formatRemaining, SESSION_WARNING_MS } from './session/sessionCountdown';
