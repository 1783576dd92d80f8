import fc from 'fast-check';
import type { Operation, Parameter, Schema } from './contract';
import { brokenValue, deepJson, hostileFileName, hostileText, type Known, validValue } from './values';

/** What a generated request tries. */
export type Kind =
  /** Every part valid (bounds included), signed in or not. */
  | 'valid'
  /** One parameter or body field replaced by a wrong type, an out-of-range number or hostile text. */
  | 'broken-value'
  /** A required parameter or body field left out. */
  | 'missing'
  /** A field the description does not have. */
  | 'extra'
  /** A body under a media type the operation does not take, or none. */
  | 'media-type'
  /** A body that is not JSON, deep JSON, prototype keys, a broken multipart. */
  | 'malformed'
  /** A valid request with a forged, truncated or foreign bearer token. */
  | 'token';

/** Who signs the request: the caller, the sacrificial second dentist, nobody, or a forged Authorization header. */
export type Signer = 'caller' | 'sacrificial' | 'none' | { forged: string };

/** A multipart body, built into FormData when sent. */
export interface MultipartBody {
  fields: [string, string][];
  files: { field: string; name: string; bytes: Uint8Array; type: string }[];
}

export interface HostileRequest {
  operation: Operation;
  kind: Kind;
  signer: Signer;
  /** Path and query under the server, e.g. `/api/v2/planoTratamento/7`. */
  url: string;
  headers: Record<string, string>;
  body?: string | MultipartBody | undefined;
}

/** Operations that end the signing session: never sent with the caller's token. */
const SESSION_ENDING = new Set(['logout', 'changePassword']);

const FORGED_TOKENS = [
  'x',
  'a.b.c',
  // alg none, sub 1
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiY3JvIjoiMTIzNDUifQ.',
  // HS256 signed with another secret
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiY3JvIjoiMTIzNDUiLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJh',
  'Bearer',
  'A'.repeat(4_000),
  "' OR 1=1 --",
];
const FORGED_AUTHORIZATION = ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'bearer  ', 'Token abc', 'Bearer a b'];

const WRONG_MEDIA_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json-patch+json',
  'text/html; charset=utf-7',
  '',
];

const MALFORMED_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,]',
  "{'a':1}",
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  deepJson(20_000, 'array'),
  deepJson(5_000, 'object'),
  `{${Array.from({ length: 20_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
  JSON.stringify({ a: 'x'.repeat(1_200_000) }),
];

const PNG_HEADER = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const encoder = new TextEncoder();
const FILE_CONTENTS: { bytes: Uint8Array; type: string }[] = [
  { bytes: encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/png' },
  { bytes: encoder.encode('<html><script>alert(1)</script></html>'), type: 'image/jpeg' },
  {
    bytes: encoder.encode('%PDF-1.4\n1 0 obj <</OpenAction <</JS (app.alert(1))>> >> endobj'),
    type: 'application/pdf',
  },
  { bytes: PNG_HEADER, type: 'image/png' },
  { bytes: new Uint8Array(0), type: 'image/png' },
  { bytes: new Uint8Array(2 * 1024 * 1024 + 1), type: 'image/png' },
];

/** URL-encodes any text, lone surrogates included (as browsers do: they become U+FFFD). */
function encodeSegment(value: unknown): string {
  return encodeURIComponent(String(value ?? '').replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeSegment(values[name]));
}

function queryOf(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else
      query.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return query.size > 0 ? `?${query}` : '';
}

/** Whether the operation takes anything a client could break (parameters or a body). */
function takesInput(operation: Operation): boolean {
  return operation.parameters.length > 0 || Object.keys(operation.bodies).length > 0;
}

function kindsFor(operation: Operation): fc.Arbitrary<Kind> {
  const hasBody = Object.keys(operation.bodies).length > 0;
  const hasInput = takesInput(operation);
  return fc.oneof(
    { arbitrary: fc.constant<Kind>('valid'), weight: 3 },
    { arbitrary: fc.constant<Kind>('broken-value'), weight: hasInput ? 6 : 0 },
    { arbitrary: fc.constant<Kind>('missing'), weight: hasInput ? 2 : 0 },
    { arbitrary: fc.constant<Kind>('extra'), weight: hasInput ? 2 : 0 },
    { arbitrary: fc.constant<Kind>('media-type'), weight: hasBody ? 2 : 0 },
    { arbitrary: fc.constant<Kind>('malformed'), weight: hasBody ? 3 : 0 },
    { arbitrary: fc.constant<Kind>('token'), weight: operation.anonymous ? 1 : 3 },
  );
}

function signerFor(operation: Operation, kind: Kind): fc.Arbitrary<Signer> {
  if (kind === 'token') {
    return fc.constantFrom<Signer>(
      ...FORGED_TOKENS.map((token) => ({ forged: `Bearer ${token}` })),
      ...FORGED_AUTHORIZATION.map((forged) => ({ forged })),
      'none',
    );
  }
  const signedIn: Signer = SESSION_ENDING.has(operation.id) ? 'sacrificial' : 'caller';
  // Signed in and not, whatever the operation needs: an anonymous operation ignores a token.
  return fc.oneof(
    { arbitrary: fc.constant(signedIn), weight: 4 },
    { arbitrary: fc.constant<Signer>('none'), weight: 1 },
  );
}

type Values = Record<string, unknown>;

function parameterValues(parameters: Parameter[], known: Known): fc.Arbitrary<Values> {
  const model = Object.fromEntries(parameters.map((p) => [p.name, validValue(p.schema, known, p.name)]));
  return fc.record(model, { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) });
}

/** The top-level properties of an object schema (a oneOf takes its first choice). */
function propertiesOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const first = (schema.oneOf as Schema[] | undefined)?.[0] ?? schema;
  return {
    properties: (first.properties ?? {}) as Record<string, Schema>,
    required: (first.required ?? []) as string[],
  };
}

interface Draft {
  path: Values;
  query: Values;
  headers: Record<string, string>;
  mediaType?: string | undefined;
  body?: unknown;
}

function draftArb(operation: Operation, known: Known): fc.Arbitrary<Draft> {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const mediaTypes = Object.keys(operation.bodies);
  const body =
    mediaTypes.length === 0
      ? fc.constant<{ mediaType?: string; body?: unknown }>({})
      : fc.oneof(
          ...mediaTypes.map((mediaType) =>
            validValue(operation.bodies[mediaType] ?? {}, known).map((value) => ({ mediaType, body: value })),
          ),
        );
  return fc
    .tuple(parameterValues(inPath, known), parameterValues(inQuery, known), body)
    .map(([path, query, { mediaType, body: value }]) => ({
      path,
      query,
      headers: {},
      mediaType,
      body: value,
    }));
}

/** Breaks one part of a valid draft, as `kind` says. */
function breakDraft(operation: Operation, kind: Kind, draft: Draft): fc.Arbitrary<Draft> {
  const targets: { part: 'path' | 'query' | 'body'; name: string; schema: Schema; required: boolean }[] = [
    ...operation.parameters
      .filter((p) => p.in !== 'header')
      .map((p) => ({ part: p.in as 'path' | 'query', name: p.name, schema: p.schema, required: p.required })),
  ];
  if (draft.mediaType) {
    const { properties, required } = propertiesOf(operation.bodies[draft.mediaType] ?? {});
    for (const [name, schema] of Object.entries(properties)) {
      targets.push({ part: 'body', name, schema, required: required.includes(name) });
    }
  }
  const withBody = (body: unknown): Draft => ({ ...draft, body });
  switch (kind) {
    case 'broken-value': {
      if (targets.length === 0) return fc.constant(draft);
      const whole = draft.mediaType ? [fc.constantFrom(...[null, [], 'x', 1, true]).map(withBody)] : [];
      return fc.oneof(
        fc.constantFrom(...targets).chain((target) =>
          brokenValue(target.schema, { inUrl: target.part !== 'body' }).map((value) => {
            if (target.part === 'body') return withBody({ ...(draft.body as Values), [target.name]: value });
            return { ...draft, [target.part]: { ...draft[target.part], [target.name]: value } };
          }),
        ),
        ...whole,
      );
    }
    case 'missing': {
      const required = targets.filter((target) => target.required);
      if (required.length === 0) return fc.constant(draft.mediaType ? { ...draft, body: undefined } : draft);
      return fc.constantFrom(...required).map((target) => {
        if (target.part === 'body') {
          const { [target.name]: _dropped, ...rest } = draft.body as Values;
          return withBody(rest);
        }
        const { [target.name]: _dropped, ...rest } = draft[target.part];
        return { ...draft, [target.part]: rest };
      });
    }
    case 'extra':
      return fc
        .tuple(fc.constantFrom('isAdmin', 'dentistaId', 'status', '<b>x</b>', "' OR 1=1"), hostileText)
        .map(([name, value]) =>
          draft.mediaType &&
          typeof draft.body === 'object' &&
          draft.body !== null &&
          !Array.isArray(draft.body)
            ? withBody({ ...(draft.body as Values), [name]: value })
            : { ...draft, query: { ...draft.query, [name]: value } },
        );
    default:
      return fc.constant(draft);
  }
}

function multipartOf(body: unknown): MultipartBody {
  const fields: [string, string][] = [];
  const files: MultipartBody['files'] = [];
  for (const [name, value] of Object.entries((body ?? {}) as Values)) {
    if (value instanceof Uint8Array)
      files.push({ field: name, name: 'radiografia.png', bytes: value, type: 'image/png' });
    else if (value !== undefined)
      fields.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  return { fields, files };
}

/** Finishes a draft into a request: the body encoded as its media type says, or broken on purpose. */
function finish(
  operation: Operation,
  kind: Kind,
  signer: Signer,
  draft: Draft,
  extra: {
    mediaType: string;
    malformed: string;
    fileName: string;
    file: { bytes: Uint8Array; type: string };
  },
): HostileRequest {
  const url = `/api${fillPath(operation.path, draft.path)}${queryOf(draft.query)}`;
  const headers: Record<string, string> = { ...draft.headers };
  let body: HostileRequest['body'];
  if (draft.mediaType === 'multipart/form-data') {
    const multipart = multipartOf(draft.body);
    if (kind !== 'valid' && kind !== 'token') {
      multipart.files.push({ field: 'file', name: extra.fileName, ...extra.file });
    }
    body = multipart;
  } else if (draft.mediaType) {
    headers['content-type'] = draft.mediaType;
    body = draft.body === undefined ? undefined : JSON.stringify(draft.body);
  }
  if (kind === 'media-type' && draft.mediaType) {
    body = typeof body === 'string' ? body : JSON.stringify(draft.body ?? {});
    if (extra.mediaType) headers['content-type'] = extra.mediaType;
    else delete headers['content-type'];
  }
  if (kind === 'malformed' && draft.mediaType) {
    if (draft.mediaType === 'multipart/form-data') {
      headers['content-type'] = 'multipart/form-data; boundary=----limite';
      body = `------limite\r\nContent-Disposition: form-data; name="file"; filename="${extra.fileName}"\r\n\r\n${extra.malformed.slice(0, 1000)}`;
    } else {
      body = extra.malformed;
    }
  }
  return { operation, kind, signer, url, headers, body };
}

/** Requests of one operation: valid, boundary and broken, signed in and not. */
export function requestArb(operation: Operation, known: Known): fc.Arbitrary<HostileRequest> {
  // Built once per operation: compiling the schema's patterns into generators is the costly part.
  const drafts = draftArb(operation, known);
  const extras = fc.record({
    mediaType: fc.constantFrom(...WRONG_MEDIA_TYPES),
    malformed: fc.constantFrom(...MALFORMED_JSON),
    fileName: hostileFileName,
    file: fc.constantFrom(...FILE_CONTENTS),
  });
  return kindsFor(operation).chain((kind) =>
    fc
      .tuple(
        signerFor(operation, kind),
        drafts.chain((draft) => breakDraft(operation, kind, draft)),
        extras,
      )
      .map(([signer, draft, extra]) => finish(operation, kind, signer, draft, extra)),
  );
}

/**
 * At least `total` requests over every operation, the same ones for the same seed (fast-check draws each
 * operation's requests from the seed and the operation's place in the descriptions). An operation that
 * takes no input has only a token to break: it gets a fifth of the share of one that takes input.
 */
export function generateRequests(
  operations: Operation[],
  known: Known,
  seed: number,
  total: number,
): HostileRequest[] {
  const weightOf = (operation: Operation) => (takesInput(operation) ? 5 : 1);
  const unit = total / operations.reduce((sum, operation) => sum + weightOf(operation), 0);
  return operations.flatMap((operation, index) =>
    fc.sample(requestArb(operation, known), {
      seed: seed + index,
      numRuns: Math.ceil(unit * weightOf(operation)),
    }),
  );
}
