import type { FastifyServerOptions } from 'fastify';
import { MAX_LOGGED_URL, maskAndTruncate, maskText, maskUrl } from './masking';

interface RequestLike {
  method: string;
  url: string;
  id: string;
  ip?: string;
}

const MAX_DEPTH = 5;

/** Masks every string inside a value (arrays and plain objects walked, a few levels deep). */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value, depth + 1);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

/** Fields in which database drivers (pg, PGlite, Kysely) put a failed statement's bound values. */
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'values']);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as pino's standard serializer writes it (type, message, stack, own fields, cause), every
 * string masked: SMTP errors list the refused addresses and database errors quote the duplicate key.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: maskText(String(error)), stack: '' };
  }
  const fields: SerializedError = {
    type: error.constructor.name,
    message: maskText(error.message),
    stack: maskText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in fields) continue;
    // A database error carries the statement's bound values: names and free text no pattern can mask.
    fields[key] = QUERY_VALUE_FIELDS.has(key) ? '[omitido]' : maskDeep(value, depth + 1);
  }
  if (error.cause !== undefined) fields.cause = maskDeep(error.cause, depth + 1);
  return fields;
}

/**
 * Pino settings: CPF, e-mail, tokens and card numbers never appear unmasked. Known fields are redacted by
 * path; URLs (cards in their path, typed searches in their query) go through maskUrl, and message strings
 * through a masking serializer.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.cpf',
        '*.email',
        'email',
        'cpf',
        'token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      err: serializeError,
      req: (request: RequestLike) => ({
        id: request.id,
        method: request.method,
        url: maskAndTruncate(maskUrl(request.url), MAX_LOGGED_URL),
      }),
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskText(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
