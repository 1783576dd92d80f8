// The error catalogue of docs/product-rules.md#error-catalogue: for each call family, the exact pt-BR message a failure shows.
import { CONNECTION_ERROR, SESSION_EXPIRED, SESSION_EXPIRED_V1 } from './access-messages';
import { bodyMessage, type CallFailure, firstError, lookupErrorMessage, noResponse } from './failure';

export {
  FIRST_ACCESS_ALREADY_DONE,
  type FirstAccessOutcome,
  firstAccessOutcome,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  resetPasswordErrorMessage,
  SESSION_EXPIRED,
  SESSION_EXPIRED_V1,
  setPasswordErrorMessage,
} from './access-messages';

/** The entities of the v2 lookups. */
export type LookupEntity = 'procedimento' | 'dentista' | 'beneficiario' | 'imagemTipo';

const LOOKUP_WORDING: Record<LookupEntity, { notFound: string; unexpected: string }> = {
  procedimento: {
    notFound: 'Não encontramos nenhum procedimento',
    unexpected: 'Erro inesperado ao buscar os procedimentos. Tente novamente.',
  },
  dentista: {
    notFound: 'Não encontramos nenhum dentista com os dados informados.',
    unexpected: 'Erro inesperado ao buscar o dentista. Tente novamente.',
  },
  beneficiario: {
    notFound: 'Não encontramos nenhum beneficiário com os dados informados.',
    unexpected: 'Erro inesperado ao buscar beneficiário. Tente novamente.',
  },
  imagemTipo: {
    notFound: 'Não encontramos nenhum tipo de imagem',
    unexpected: 'Erro inesperado ao buscar os tipos das imagens. Tente novamente.',
  },
};

/**
 * A v2 lookup: 404 and 500 mean not found, 401 an expired session, 400 and 429 (the per-dentist lookup
 * quota) the server's reason.
 */
export function lookupErrorMessageFor(entity: LookupEntity, failure: CallFailure): string {
  const wording = LOOKUP_WORDING[entity];
  switch (failure.status) {
    case 404:
    case 500:
      return wording.notFound;
    case 401:
      return SESSION_EXPIRED;
    case 400:
    case 429:
      return lookupErrorMessage(failure) ?? wording.unexpected;
    default:
      return wording.unexpected;
  }
}

/** Create a plan (v2). */
export function createPlanErrorMessage(failure: CallFailure): string {
  if (failure.status === 401) return SESSION_EXPIRED;
  if (failure.status === 400) return 'Não foi possível criar o plano de tratamento por falta de informações.';
  // A plan the server refuses (an expired card, a reused Idempotency-Key: 422; a conflict: 409) says why.
  const fromServer =
    failure.status === 422 || failure.status === 409
      ? (bodyMessage(failure) ?? firstError(failure))
      : undefined;
  return fromServer ?? 'Erro ao criar plano de tratamento, por favor tente novamente!';
}

const ITEM_MISSING_INFORMATION =
  'Não foi possível criar o item do plano de tratamento por falta de informações.';

/** Create a plan item (v2): beyond the fixed cases, the server's message when it gave one. */
export function createItemErrorMessage(failure: CallFailure): string {
  if (failure.status === 401) return SESSION_EXPIRED;
  if (failure.status === 400) return ITEM_MISSING_INFORMATION;
  const fromServer = failure.status === 500 ? undefined : (firstError(failure) ?? bodyMessage(failure));
  return fromServer ?? 'Erro ao criar item do plano de tratamento, por favor tente novamente!';
}

/** Upload one file (v2): the item wording, or the server's reason (size, type, limit), else per file. */
export function uploadErrorMessage(failure: CallFailure, fileName: string): string {
  if (failure.status === 401) return SESSION_EXPIRED;
  if (failure.status === 400) return ITEM_MISSING_INFORMATION;
  const fromServer = failure.status === 500 ? undefined : (firstError(failure) ?? bodyMessage(failure));
  return fromServer ?? `Erro ao enviar o arquivo ${fileName}.`;
}

/** The v1 calls that throw with a message. */
export type V1Call = 'createPlano' | 'createAto' | 'deleteAto';

const V1_WORDING: Record<V1Call, { invalid: string; notFound: string; internal: string; fallback: string }> =
  {
    createPlano: {
      invalid: 'Dados inválidos para criação do plano de tratamento.',
      notFound: 'Recurso não encontrado ao criar o plano de tratamento.',
      internal: 'Erro interno do servidor ao criar o plano de tratamento.',
      fallback: 'Falha ao criar o plano de tratamento.',
    },
    createAto: {
      invalid: 'Dados inválidos para criação do ato.',
      notFound: 'Ato não encontrado.',
      internal: 'Erro interno do servidor ao criar o ato.',
      fallback: 'Falha ao criar o ato.',
    },
    deleteAto: {
      invalid: 'Dados inválidos para exclusão do ato.',
      notFound: 'Ato não encontrado.',
      internal: 'Erro interno do servidor ao excluir o ato.',
      fallback: 'Falha ao excluir o ato.',
    },
  };

/** v1 plan creation and acts. */
export function v1ErrorMessage(call: V1Call, failure: CallFailure): string {
  const wording = V1_WORDING[call];
  switch (failure.status) {
    case 401:
      return SESSION_EXPIRED_V1;
    case 400:
      return bodyMessage(failure) ?? firstError(failure) ?? wording.invalid;
    case 404:
      return wording.notFound;
    case 500:
      return wording.internal;
    default:
      return wording.fallback;
  }
}

/** Dentist search v1. */
export function dentistaV1ErrorMessage(failure: CallFailure): string {
  switch (failure.status) {
    case 404:
      return 'Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.';
    case 401:
      return SESSION_EXPIRED_V1;
    default:
      return (
        bodyMessage(failure) ?? firstError(failure) ?? 'Erro inesperado ao buscar dentista. Tente novamente.'
      );
  }
}

/** Beneficiary search v1. */
export function beneficiarioV1ErrorMessage(failure: CallFailure): string {
  switch (failure.status) {
    case 404:
      return 'Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.';
    case 400:
      return 'Parâmetros de busca inválidos';
    case 401:
      return SESSION_EXPIRED_V1;
    case 500:
      return 'Erro interno do servidor. Tente novamente em alguns instantes.';
    default:
      return 'Erro inesperado ao buscar beneficiário. Tente novamente.';
  }
}

/** The plan fetches: a dentist's list, one plan (v2 or v1), the items of a plan. */
export type PlanFetch = 'list' | 'byId' | 'items' | 'byIdV1';

/** A plan fetch. */
export function planFetchErrorMessage(fetch: PlanFetch, failure: CallFailure): string {
  const v1 = fetch === 'byIdV1';
  switch (failure.status) {
    case 401:
      return SESSION_EXPIRED_V1;
    case 404:
      return v1 ? 'Plano de tratamento não encontrado.' : 'Nenhum plano de tratamento encontrado.';
    default:
      return v1 ? 'Falha ao obter o plano de tratamento.' : 'Falha ao obter os planos de tratamento.';
  }
}

/** A plan fetch started without the dentist's CRO. */
export const MISSING_CRO = 'CRO do dentista não informado';
/** A plan fetch by id (or its items) started without the plan code. */
export const MISSING_PLAN_CODE = 'Código do plano de tratamento não informado';

/** Procedures by specialty: any failure. */
export const procedimentosByEspecialidadeErrorMessage = (_failure: CallFailure): string =>
  'Falha ao carregar procedimentos';

/** Any other call (settings, dashboard, glosas, financeiro, ouvidoria, fechamento, remove item). */
export function genericErrorMessage(failure: CallFailure, fallback: string): string {
  if (failure.status === 401) return SESSION_EXPIRED;
  if (noResponse(failure)) return CONNECTION_ERROR;
  if (failure.status === 500) return fallback;
  return firstError(failure) ?? bodyMessage(failure) ?? fallback;
}
