import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from './messages';
import { isDependencyUnavailable } from './unavailable';
import { describeValidationErrors, invalidParamsOf } from './validation-messages';

/**
 * One field at fault in a 400 or 422 (RFC 9457 §3 `invalid-params`): the field's path (`mensagem`,
 * `itens/0/faces`, a query parameter's name) and the same pt-BR text `errors` carries for it.
 */
export interface InvalidParam {
  name: string;
  reason: string;
}

/** An error a handler throws to answer with its status and pt-BR message in the envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /**
     * Overrides for the envelope (a more specific `errors` list), more of its fields (`glosas`), and the
     * fields at fault (`invalid-params`), so that clients place a message without comparing its words.
     */
    readonly extra: {
      errors?: string[];
      fields?: Record<string, unknown>;
      invalidParams?: InvalidParam[];
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A refusal of one field: `reason` is both the envelope's `errors` entry and the field's `invalid-params` reason. */
export const fieldError = (statusCode: number, name: string, reason: string, message = reason): ApiError =>
  new ApiError(statusCode, message, { errors: [reason], invalidParams: [{ name, reason }] });

/** Errors of the v2 registry lookups, whose envelope is `{success: false, data: [], errorMessage}`. */
export class LookupError extends ApiError {}

/** A lookup's refusal; `field` names the query parameter at fault (`invalid-params`, as the JSON envelope's). */
export function lookupError(statusCode: number, message: string, field?: string): LookupError {
  return new LookupError(
    statusCode,
    message,
    field ? { invalidParams: [{ name: field, reason: message }] } : {},
  );
}

/** The error envelope of both descriptions; `invalid-params` only when some field is at fault. */
export function errorEnvelope(
  message: string,
  errors: string[] = [message],
  invalidParams: InvalidParam[] = [],
) {
  return {
    success: false as const,
    data: null,
    message,
    errors,
    ...(invalidParams.length > 0 ? { 'invalid-params': invalidParams } : {}),
  };
}

/** How a route answers errors, set through its route config by the operation resolver. */
export interface ErrorStyle {
  /** 'lookup' for the v2 registry lookups. */
  envelope?: 'lookup';
  /** The API's wording of 'session expired'. */
  unauthorizedMessage?: string;
}

function styleOf(request: FastifyRequest): ErrorStyle {
  return (request.routeOptions.config ?? {}) as ErrorStyle;
}

/** Sends an error in the envelope the route's description uses. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: string[],
  fields: Record<string, unknown> = {},
  invalidParams: InvalidParam[] = [],
) {
  if (styleOf(request).envelope === 'lookup') {
    const errorMessage = errors?.[0] ?? message;
    return reply.code(statusCode).send({
      success: false,
      data: [],
      errorMessage,
      ...(invalidParams.length > 0 ? { 'invalid-params': invalidParams } : {}),
    });
  }
  return reply.code(statusCode).send({ ...errorEnvelope(message, errors, invalidParams), ...fields });
}

/** The route's wording of 'session expired' (the v2 lookups and the auth API share one, v1 has its own). */
export function unauthorizedMessageOf(request: FastifyRequest): string {
  const style = styleOf(request);
  return style.envelope === 'lookup' ? MSG.sessaoExpirada : (style.unauthorizedMessage ?? MSG.sessaoExpirada);
}

/**
 * PostgreSQL refusing text a client sent: a NUL character (22021) or one the encoding cannot hold (22P05).
 * Valid JSON and valid by the descriptions, yet not storable or comparable: the client's data, not a fault.
 */
function isRefusedText(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}

/** The multipart parser (busboy) throws plain errors on a broken body: no boundary, a part cut short. */
const MULTIPART_BODY_ERROR =
  /^(?:Multipart: Boundary not found|Part terminated early|Malformed part header|Unexpected end of (?:form|multipart data))/;

/**
 * Errors the router answers before any route runs (a path that is not valid URL encoding, a path parameter
 * past its length): in the envelope and in pt-BR like every other, not Fastify's English JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(error.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send(errorEnvelope(MSG.dadosInvalidos));
}

/** Seconds a client is told to wait after a 503 (the pool reconnects on the next request). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** Turns every failure into the envelope with a pt-BR message; unexpected ones are logged as 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(
        request,
        reply,
        error.statusCode,
        error.message,
        error.extra.errors,
        error.extra.fields,
        error.extra.invalidParams,
      );
    }
    // @fastify/response-validation (tests) marks its failures with `validation` too, but the fault is ours.
    if (error.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
      request.log.error({ err: error }, 'resposta fora da descrição');
      return sendError(request, reply, 500, MSG.erroInterno);
    }
    if (error.validation) {
      const errors = describeValidationErrors(error.validation, error.validationContext);
      const lookup = styleOf(request).envelope === 'lookup';
      return sendError(
        request,
        reply,
        400,
        lookup ? MSG.parametrosInvalidos : MSG.dadosInvalidos,
        lookup ? undefined : errors,
        {},
        lookup ? [] : invalidParamsOf(error.validation, error.validationContext),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(request, reply, 415, MSG.formatoNaoSuportado);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, 413, MSG.corpoGrande);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(request, reply, 400, MSG.jsonInvalido);
    }
    // Multipart limits (too many files, parts or fields) are about the body's size as well.
    if (error.statusCode === 413) {
      return sendError(request, reply, 413, MSG.corpoGrande);
    }
    if (error.statusCode === 429) {
      return sendError(request, reply, 429, MSG.muitasTentativas);
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 400, MSG.jsonInvalido);
    }
    if (isRefusedText(error) || MULTIPART_BODY_ERROR.test(error.message)) {
      return sendError(request, reply, 400, MSG.dadosInvalidos);
    }
    // Any other refusal a plugin marks as the client's (4xx) keeps its status, in the envelope.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, MSG.dadosInvalidos);
    }
    // The database or the file store is down: the client may retry, the process keeps serving the rest.
    if (isDependencyUnavailable(error)) {
      request.log.warn({ err: error }, 'dependência indisponível');
      reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      return sendError(request, reply, 503, MSG.servicoIndisponivel);
    }
    request.log.error({ err: error }, 'falha inesperada');
    return sendError(request, reply, 500, MSG.erroInterno);
  });
}
