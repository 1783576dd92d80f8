import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Keywords of OpenAPI 3.1 that are annotations for JSON Schema, and the descriptions' own `x-min-length`
 * (a limit the services check with the spec's words, generated as `minLengths`); strict Ajv must know them.
 */
const OPENAPI_VOCABULARY = ['example', 'xml', 'externalDocs', 'discriminator', 'x-min-length'];

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

/** The first value of a coerced part that is a number but not a finite one, as an instance path. */
function nonFinite(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return `/${key}`;
  }
  return undefined;
}

/**
 * Ajv coerces the text '1e400' (or 400 nines) to Infinity, which then passes `type: integer` and skips
 * `maximum` (its range checks only look at finite numbers): such a value is refused here as not a number.
 */
function refusingNonFinite(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    const path = valid ? nonFinite(data) : undefined;
    checked.errors = path
      ? [
          {
            instancePath: path,
            schemaPath: '',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be finite',
          },
        ]
      : validate.errors;
    return valid && !path;
  }) as ValidateFunction;
  return checked;
}

/** Bodies are validated as sent; query, path and header values arrive as text and are coerced. */
export function installValidators(app: FastifyInstance, bodyAjv: Ajv2020) {
  const textAjv = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : refusingNonFinite(textAjv.compile(schema)),
  );
}
