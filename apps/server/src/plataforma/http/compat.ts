import type { FastifyInstance } from 'fastify';

/** The parts of a (dereferenced) JSON Schema the normaliser reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
}

const INTEGER_TEXT = /^-?[0-9]+$/;
const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/** Every type a value may take under the schema (its own `type` and those of its oneOf/anyOf branches). */
function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>();
  const add = (type: Schema['type']) => {
    for (const item of Array.isArray(type) ? type : type ? [type] : []) types.add(item);
  };
  add(schema.type);
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) add(branch.type);
  return types;
}

/** One value as the schema types it, when the original portal sent it in another type; otherwise as sent. */
function normaliseValue(value: unknown, schema: Schema): unknown {
  const types = typesOf(schema);
  if (typeof value === 'string' && !types.has('string')) {
    if (types.has('integer') && INTEGER_TEXT.test(value)) return Number(value);
    if (types.has('number') && NUMBER_TEXT.test(value)) return Number(value);
    return value;
  }
  if (typeof value === 'number' && Number.isFinite(value) && types.has('string')) {
    if (!types.has('number') && !types.has('integer')) return String(value);
    return value;
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.map((item) => normaliseValue(item, items));
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && schema.properties) {
    return normaliseObject(value as Record<string, unknown>, schema);
  }
  return value;
}

function normaliseObject(value: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    // Unknown fields stay as sent, for `additionalProperties: false` to refuse them by name.
    if (!property) {
      result[key] = item;
      continue;
    }
    // The original portal sends '' for a value it does not have: an optional field is then absent.
    if (item === '' && !required.has(key)) continue;
    result[key] = normaliseValue(item, property);
  }
  return result;
}

/**
 * What the original portal sends, in the types the description gives (docs/product-rules.md#compatibility):
 * digits as text where an integer is described ('10', '26'), a decimal as text where a number is, a number
 * where text is (a code: 123), and '' for an optional value (absent). Anything else stays as sent, and the
 * validation that follows refuses it as before ('abc' or '1.5' for an integer).
 */
export function normaliseToSchema(value: unknown, schema: object | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return normaliseValue(value, schema as Schema);
}

interface RouteSchema {
  body?: { content?: Record<string, { schema?: object }> } & Schema;
  querystring?: object;
}

/**
 * Normalises body and query of every route of `app` to its description before validation, so handlers see
 * the canonical types only.
 */
export function installCompatNormaliser(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as RouteSchema | undefined;
    if (!schema) return;
    if (schema.body && request.body !== undefined) {
      const mediaType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
      const bodySchema = schema.body.content ? schema.body.content[mediaType]?.schema : schema.body;
      request.body = normaliseToSchema(request.body, bodySchema);
    }
    if (schema.querystring && request.query) {
      request.query = normaliseToSchema(request.query, schema.querystring);
    }
  });
}
