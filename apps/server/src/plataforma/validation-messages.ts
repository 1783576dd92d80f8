import type { FastifySchemaValidationError } from 'fastify/types/schema';

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

function describe(error: FastifySchemaValidationError, context: string | undefined): string {
  const field = fieldName(error, context);
  const params = error.params as Record<string, unknown>;
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

/** pt-BR messages for Ajv's errors, one per problem, without repeats. */
export function describeValidationErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string[] {
  const relevant = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  const messages = (relevant.length > 0 ? relevant : errors).map((error) => describe(error, context));
  return [...new Set(messages)];
}
