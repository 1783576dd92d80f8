import fc from 'fast-check';
import type { Schema } from './contract';

/** Values that make a request reach past validation into the handlers (real CROs, cards, ids). */
export interface Known {
  /** Ids of rows that exist (plans, items, acts, files, procedures...), the caller's and another dentist's. */
  ids: number[];
  /** Strings by field name, e.g. `document: ['12345']`. */
  strings: Record<string, string[]>;
  /** A file the upload takes (a real PNG), for parts described with `contentMediaType`. */
  file: Uint8Array;
}

const INT4_MAX = 2_147_483_647;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? [type] : [];
}

function integerArb(schema: Schema, known: Known): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : INT4_MAX;
  const inRange = known.ids.filter((id) => id >= min && id <= max);
  return fc.oneof(
    fc.constantFrom(min, max, Math.min(min + 1, max), Math.max(max - 1, min)),
    fc.integer({ min, max: Math.min(max, min + 200) }),
    fc.integer({ min, max }),
    ...(inRange.length > 0 ? [fc.constantFrom(...inRange)] : []),
  );
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const limit = Math.min(maxLength, Math.max(minLength, 80));
  return fc.oneof(
    // Any code point (NUL, lone surrogates, right-to-left marks...), counted as Ajv counts them.
    fc.string({ unit: 'binary', minLength, maxLength: limit }),
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength: limit }),
    fc.constant('x'.repeat(maxLength)).filter(fits),
  );
}

/** Values the schema accepts, biased towards its bounds and towards rows that exist. */
export function validValue(schema: Schema, known: Known, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (typeof schema.contentMediaType === 'string') return fc.constant(known.file);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, known, name)));
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, known, name)));
  }
  const strings = known.strings[name];
  const base = validOfType(types[0], schema, known);
  if (strings && types[0] === 'string')
    return fc.oneof({ arbitrary: fc.constantFrom(...strings), weight: 3 }, base);
  return base;
}

function validOfType(type: string | undefined, schema: Schema, known: Known): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArb(schema, known);
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
      const cents = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
      return fc.oneof(fc.constantFrom(min, max), cents);
    }
    case 'string':
      return stringArb(schema);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, minLength + 5);
      const item = validValue(items, known);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (Object.keys(properties).length === 0) return type ? fc.constant({}) : fc.constant('x');
      const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, known, key)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constant(null);
  }
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE dentista; --",
  '1; SELECT pg_sleep(5)',
  "%' UNION SELECT senha_hash FROM dentista --",
  "' || (SELECT current_user) || '",
  '\\',
  "''",
  '%_%',
  '$$; COPY dentista TO PROGRAM $$id',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // Template and lookup injections, written with a $ kept apart so they stay plain text here.
  `{{7*7}}$${'{'}7*7}`,
  `$${'{'}jndi:ldap://x/a}`,
  '<svg onload=alert(1)>',
];
const TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  'arquivo.png\u0000.html',
  '....//....//etc/hosts',
  'C:\\boot.ini',
];
const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eexe.png',
  '\u200b\u200c\u200d\ufeff',
  '😀'.repeat(50),
  'e\u0301'.repeat(300),
  'İıß'.repeat(40),
  '\r\nSet-Cookie: a=b',
  '%s%n%x',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-0',
  '__proto__',
  'constructor',
];
/** Strings too long for any field; kept under the 1 MB body limit. */
const HUGE = ['a'.repeat(70_000), 'ã'.repeat(20_000), '9'.repeat(5_000), '\u0000'.repeat(1_000)];
const NUMBERS = [-1, 0, 1.5, -0.0001, 2_147_483_648, -2_147_483_649, 2 ** 53, 9.3e18, 1e21, 1e308, -1e308];
const WRONG_SHAPES: unknown[] = [null, true, false, [], [1, 2], {}, { $gt: '' }, { length: 1 }, [null]];

/** Text that breaks a field: SQL, markup, paths, odd Unicode, huge. */
export const hostileText = fc.constantFrom(...SQL, ...SCRIPT, ...TRAVERSAL, ...ODD_TEXT);

/** A file name an attacker would try. */
export const hostileFileName = fc.constantFrom(...TRAVERSAL, ...SCRIPT, 'a'.repeat(5_000), '\u0000', '');

/** A value the schema refuses, or that is at least hostile in it: wrong type, out of range, huge, odd. */
export function brokenValue(schema: Schema, options: { inUrl: boolean }): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  const text = options.inUrl
    ? fc.oneof(
        hostileText,
        fc.constantFrom('9'.repeat(400), 'a'.repeat(3_000), '1e3', '0x10', '１', ' 1', '1,2'),
      )
    : fc.oneof(hostileText, fc.constantFrom(...HUGE));
  const outOfRange: number[] = [];
  if (typeof schema.maximum === 'number') outOfRange.push(schema.maximum + 1, schema.maximum * 1000);
  if (typeof schema.minimum === 'number') outOfRange.push(schema.minimum - 1);
  if (typeof schema.maxLength === 'number' && types.includes('string')) {
    return fc.oneof(
      text,
      fc.constant('x'.repeat(schema.maxLength + 1)),
      fc.constantFrom(...NUMBERS, ...WRONG_SHAPES),
    );
  }
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NUMBERS, ...outOfRange), weight: numeric ? 3 : 1 },
    { arbitrary: text, weight: numeric ? 1 : 3 },
    { arbitrary: fc.constantFrom(...WRONG_SHAPES), weight: 1 },
  );
}

/** Nested arrays or objects `depth` levels deep, as JSON text (a parser bomb for recursive code). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
