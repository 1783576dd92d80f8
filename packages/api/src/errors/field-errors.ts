import type { DentistComponents as components } from '@odonto/contract';
import { CallError, type CallFailure } from './failure';

/**
 * One field at fault in a 400 or 422 (RFC 9457 `invalid-params`, openapi InvalidParam): the field's path
 * (`mensagem`, `itens/0/faces`, a query parameter's name) and the pt-BR text that `errors` also carries.
 */
export type InvalidParam = components['schemas']['InvalidParam'];

/** The statuses whose envelope names its fields; any other failure concerns no single field. */
const FIELD_STATUSES: ReadonlySet<number> = new Set([400, 422]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isInvalidParam = (value: unknown): value is InvalidParam =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  value.name !== '' &&
  typeof value.reason === 'string' &&
  value.reason.trim() !== '';

/** The body behind a thrown CallError, a CallFailure, or a response body given as is. */
function bodyOf(source: unknown): unknown {
  const failure: CallFailure | undefined =
    source instanceof CallError
      ? source.failure
      : isRecord(source) &&
          !('success' in source) &&
          ('status' in source || 'body' in source || 'error' in source)
        ? (source as CallFailure)
        : undefined;
  if (!failure) return source;
  if (failure.status !== undefined && !FIELD_STATUSES.has(failure.status)) return undefined;
  return failure.body;
}

/**
 * The fields at fault of a refused call, in the server's order: from a CallError, a CallFailure or an error
 * envelope. [] when the failure names no field (another status, no response, an older server).
 */
export function invalidParamsOf(source: unknown): InvalidParam[] {
  const body = bodyOf(source);
  const params = isRecord(body) ? body['invalid-params'] : undefined;
  return Array.isArray(params) ? params.filter(isInvalidParam) : [];
}

/**
 * The message to show under each field of a form, read from `invalid-params` (the first reason of each
 * name), so that no form compares the server's wording with its own. With `fields`, only those names are
 * kept and the result is typed by them; the rest is for the caller to show as a general message.
 */
export function fieldErrorsOf<Field extends string = string>(
  source: unknown,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  const known = fields ? new Set<string>(fields) : undefined;
  const errors: Partial<Record<Field, string>> = {};
  for (const { name, reason } of invalidParamsOf(source)) {
    if (known && !known.has(name)) continue;
    const field = name as Field;
    errors[field] ??= reason;
  }
  return errors;
}
