import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { InvalidParam } from './errors';

const TYPE_NAMES: Record<string, string> = {
  integer: 'número inteiro',
  number: 'número',
  string: 'texto',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};

function typeNames(type: unknown): string {
  return String(type)
    .split(',')
    .map((name) => TYPE_NAMES[name] ?? name)
    .join(' ou ');
}

const PART_NAMES: Record<string, string> = {
  body: 'corpo',
  querystring: 'parâmetro',
  params: 'parâmetro',
  headers: 'cabeçalho',
};

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return context === 'body' ? 'corpo da requisição' : (PART_NAMES[context ?? ''] ?? 'valor');
}

/** The faces of one tooth are at most 5 (Tabela 32), 'M,O,D,V,L' being 9 characters (openapi Faces). */
export const MSG_FACES_DEMAIS = 'Escolha no máximo 5 faces do dente (por exemplo, M,O,D).';

function describe(error: FastifySchemaValidationError, context: string | undefined): string {
  const field = fieldName(error, context);
  const params = error.params as Record<string, unknown>;
  // The generic 'at most 9 characters' would not tell a dentist what to change.
  if (error.keyword === 'maxLength' && /(^|\/)faces$/.test(error.instancePath)) return MSG_FACES_DEMAIS;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty ?? '');
      return `O campo ${missing} é obrigatório.`;
    }
    case 'additionalProperties':
      return `O campo ${String(params.additionalProperty ?? '')} não é permitido.`;
    case 'type':
      return `O campo ${field} deve ser ${typeNames(params.type)}.`;
    case 'minLength':
      return `O campo ${field} deve ter ao menos ${String(params.limit)} caractere(s).`;
    case 'maxLength':
      return `O campo ${field} deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'pattern':
    case 'format':
      return `O campo ${field} está em um formato inválido.`;
    case 'enum':
    case 'const':
      return `O campo ${field} tem um valor não permitido.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `O campo ${field} está fora do intervalo permitido.`;
    default:
      return `O campo ${field} é inválido.`;
  }
}

/**
 * The field an Ajv error is about, as an RFC 9457 `invalid-params` name: the JSON Pointer of the value
 * without its leading slash (`itens/0/faces`), the missing or unexpected property appended, or the query
 * or path parameter's own name. Undefined when the error is about the whole body (not an object, say).
 */
export function invalidParamName(error: FastifySchemaValidationError): string | undefined {
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const path = [error.instancePath.replace(/^\//, ''), typeof child === 'string' ? child : '']
    .filter(Boolean)
    .join('/');
  return path || undefined;
}

/**
 * The errors worth telling: not the oneOf/anyOf summaries, and not the 'null' branch of a nullable field
 * (`oneOf: [Faces, {type: null}]`) when the field's own branch says what is wrong with it.
 */
const relevantOf = (errors: FastifySchemaValidationError[]) => {
  const relevant = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  const isNullBranch = (error: FastifySchemaValidationError) =>
    error.keyword === 'type' && (error.params as Record<string, unknown>).type === 'null';
  const told = relevant.filter(
    (error) =>
      !isNullBranch(error) ||
      !relevant.some(
        (other) => other !== error && other.instancePath === error.instancePath && !isNullBranch(other),
      ),
  );
  return told.length > 0 ? told : errors;
};

/** pt-BR messages for Ajv's errors, one per problem, without repeats. */
export function describeValidationErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string[] {
  return [...new Set(relevantOf(errors).map((error) => describe(error, context)))];
}

/** The same problems by field (`invalid-params`), each with the message `errors` carries; no repeats. */
export function invalidParamsOf(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): InvalidParam[] {
  const seen = new Set<string>();
  const params: InvalidParam[] = [];
  for (const error of relevantOf(errors)) {
    const name = invalidParamName(error);
    if (name === undefined) continue;
    const reason = describe(error, context);
    const key = `${name}\u0000${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    params.push({ name, reason });
  }
  return params;
}
