import Ajv2020, { type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** Keywords of OpenAPI 3.1 that are annotations for JSON Schema; strict Ajv must know them. */
const OPENAPI_VOCABULARY = ['example', 'xml', 'externalDocs', 'discriminator'];

/**
 * Ajv for JSON Schema 2020-12 (OpenAPI 3.1). `removeAdditional` stays false: otherwise
 * `additionalProperties: false` would silently strip unknown fields and the request would pass.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: false,
    // Without it `multipleOf: 0.01` (Money) rejects 19.99 and 1234.56: binary floating point.
    multipleOfPrecision: 6,
    ...options,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addVocabulary(OPENAPI_VOCABULARY);
  return ajv;
}

/** Bodies are validated as sent; query, path and header values arrive as text and are coerced. */
export function installValidators(app: FastifyInstance, bodyAjv: Ajv2020) {
  const textAjv = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : textAjv.compile(schema),
  );
}
