// The catalogue's messages of the screens a signed-out person uses (sign-in, first access, password links),
// with the wording every call family shares. A module of its own: the portal's first load carries these and
// not the signed-in screens' messages (a bundler keeps a shared module whole in the first chunk).
import { bodyMessage, type CallFailure, firstError, noResponse, thrownMessage } from './failure';
import { maskEmailsIn } from './mask-email';

export const CONNECTION_ERROR = 'Erro de conexão. Verifique sua internet e tente novamente.';
const SERVICE_NOT_FOUND = 'Serviço não encontrado. Tente novamente mais tarde.';
const INTERNAL_ERROR = 'Erro interno do servidor. Tente novamente mais tarde.';

/** The v2 wording of an expired session. */
export const SESSION_EXPIRED = 'Sua sessão expirou. Por favor, faça login novamente.';
/** The v1 wording of an expired session. */
export const SESSION_EXPIRED_V1 = 'Sessão expirada. Faça login novamente.';

/** Sign-in. */
export function loginErrorMessage(failure: CallFailure): string {
  if (noResponse(failure)) return 'Ocorreu um erro inesperado. Tente novamente.';
  return (
    firstError(failure) ??
    'Ocorreu um erro ao tentar fazer login. Verifique suas credenciais e tente novamente.'
  );
}

/** The success-style notice of a first access that was already done. */
export const FIRST_ACCESS_ALREADY_DONE =
  'Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.';

const ALREADY_DONE =
  /primeiro acesso j[aá] (foi )?(realizado|feito)|j[aá] (existe|possui|tem) (um )?cadastro|cadastro j[aá] (existe|realizado|efetuado)/i;

/** A first-access outcome: the 'already done' notice, shown like a success, or an error. */
export type FirstAccessOutcome =
  | { kind: 'already-done'; message: string }
  | { kind: 'error'; message: string };

interface AccountRequestWording {
  internalError: string;
  fallback: string;
}

function accountRequestMessage(failure: CallFailure, wording: AccountRequestWording): string {
  const fromServer = firstError(failure) ?? bodyMessage(failure);
  if (fromServer) return maskEmailsIn(fromServer);
  if (noResponse(failure)) return CONNECTION_ERROR;
  switch (failure.status) {
    case 400:
      return 'Dados inválidos. Verifique o CRO informado.';
    case 404:
      return SERVICE_NOT_FOUND;
    case 500:
      return wording.internalError;
    default:
      return wording.fallback;
  }
}

/** Request first access: 409 or an 'already done' message gives the notice; e-mails are masked. */
export function firstAccessOutcome(failure: CallFailure): FirstAccessOutcome {
  const serverText = [firstError(failure), bodyMessage(failure)].filter(Boolean).join(' ');
  if (failure.status === 409 || ALREADY_DONE.test(serverText)) {
    return { kind: 'already-done', message: FIRST_ACCESS_ALREADY_DONE };
  }
  return {
    kind: 'error',
    message: accountRequestMessage(failure, {
      internalError: `${INTERNAL_ERROR} Cód. 54`,
      fallback: 'Ocorreu um erro ao solicitar o primeiro acesso. Tente novamente.',
    }),
  };
}

/** Forgot password: the first-access scheme without the 'Cód. 54' suffix; e-mails are masked. */
export function forgotPasswordErrorMessage(failure: CallFailure): string {
  return accountRequestMessage(failure, {
    internalError: INTERNAL_ERROR,
    fallback: 'Ocorreu um erro ao solicitar redefinição de senha. Tente novamente.',
  });
}

/** Set the first password from the e-mailed link. */
export function setPasswordErrorMessage(failure: CallFailure): string {
  const fromServer = firstError(failure) ?? bodyMessage(failure);
  if (fromServer) return fromServer;
  // fetch's own network failure is a TypeError in the browser's language ('Failed to fetch'): say it in pt-BR.
  if (noResponse(failure) && failure.error instanceof TypeError) return CONNECTION_ERROR;
  return thrownMessage(failure) ?? 'Erro ao definir a nova senha.';
}

/** Reset the password from the e-mailed link. */
export function resetPasswordErrorMessage(failure: CallFailure): string {
  const fromServer = firstError(failure) ?? bodyMessage(failure);
  if (fromServer) return fromServer;
  if (noResponse(failure)) return CONNECTION_ERROR;
  switch (failure.status) {
    case 400:
      return 'Dados inválidos. Verifique as senhas informadas.';
    case 404:
      return SERVICE_NOT_FOUND;
    case 500:
      return INTERNAL_ERROR;
    default:
      return 'Ocorreu um erro ao redefinir a senha. Tente novamente.';
  }
}
