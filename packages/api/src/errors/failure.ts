/** A call that did not succeed: its HTTP status and body, or no response at all. */
export interface CallFailure {
  /** HTTP status; undefined when no response arrived (network error, timeout). */
  status?: number;
  /** The parsed response body, when there was one. */
  body?: unknown;
  /** What was thrown, when the call threw. */
  error?: unknown;
}

/** The failure of an openapi-fetch result (`{error, response}`). */
export const failureFromResponse = (response: Response, body: unknown): CallFailure => ({
  status: response.status,
  body,
});

/** The failure of an openapi-fetch result: `failureFromResult(await dentistApi.GET(...))`. */
export const failureFromResult = (result: { response: Response; error?: unknown }): CallFailure =>
  failureFromResponse(result.response, result.error);

/** The failure of a call that threw before any response (network error, timeout, abort). */
export const failureFromError = (error: unknown): CallFailure => ({ error });

/** A failed call thrown as an error, so that callers handle every failure in one place. */
export class CallError extends Error {
  override readonly name = 'CallError';

  constructor(readonly failure: CallFailure) {
    super(failure.status === undefined ? 'Sem resposta do servidor' : `HTTP ${failure.status}`);
  }
}

/** The failure behind anything a call threw: a CallError's own, else a call without a response. */
export const failureOf = (thrown: unknown): CallFailure =>
  thrown instanceof CallError ? thrown.failure : failureFromError(thrown);

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The first entry of the envelope's `errors`, if it is a non-empty text. */
export function firstError(failure: CallFailure): string | undefined {
  const errors = field(failure.body, 'errors');
  return Array.isArray(errors) ? text(errors[0]) : undefined;
}

/** The envelope's `message`. */
export const bodyMessage = (failure: CallFailure): string | undefined => text(field(failure.body, 'message'));

/** The v2 lookup envelope's `errorMessage`. */
export const lookupErrorMessage = (failure: CallFailure): string | undefined =>
  text(field(failure.body, 'errorMessage'));

/** The message of what was thrown. */
export const thrownMessage = (failure: CallFailure): string | undefined =>
  failure.error instanceof Error ? text(failure.error.message) : text(failure.error);

/** True when no HTTP response arrived. */
export const noResponse = (failure: CallFailure): boolean => failure.status === undefined;
