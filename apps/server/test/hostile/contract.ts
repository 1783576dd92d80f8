import { loadSpecs } from '../../src/plataforma/http/specs';

/** A JSON Schema of the descriptions, $refs resolved. */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** One operation of openapi/auth.yaml or openapi/dentist.yaml, as the hostile generator needs it. */
export interface Operation {
  id: string;
  api: 'auth' | 'dentist';
  method: string;
  /** Path template under /api, e.g. `/v2/planoTratamento/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by media type; empty when the operation takes no body. */
  bodies: Record<string, Schema>;
  bodyRequired: boolean;
  /** True when the operation needs no bearer token (sign-in, e-mail links, signed file links). */
  anonymous: boolean;
  /** True when the operation may change stored rows (anything but GET). */
  writes: boolean;
}

type Spec = Record<string, unknown>;

function pointer(spec: Spec, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
}

/** A copy of `node` with every local $ref replaced by what it points at (the descriptions have no cycles). */
function resolve(spec: Spec, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(spec, item));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') return resolve(spec, pointer(spec, record.$ref));
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(spec, value)]));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operationsOf(api: Operation['api'], spec: Spec): Operation[] {
  const operations: Operation[] = [];
  const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method) || typeof raw.operationId !== 'string') continue;
      const operation = resolve(spec, raw) as Record<string, unknown>;
      const security = (operation.security ?? spec.security ?? []) as Record<string, unknown>[];
      const body = operation.requestBody as {
        required?: boolean;
        content?: Record<string, { schema: Schema }>;
      };
      operations.push({
        id: raw.operationId,
        api,
        method: method.toUpperCase(),
        path,
        parameters: ((operation.parameters ?? []) as Parameter[]).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
          schema: parameter.schema ?? {},
        })),
        bodies: Object.fromEntries(
          Object.entries(body?.content ?? {}).map(([mediaType, content]) => [
            mediaType,
            content.schema ?? {},
          ]),
        ),
        bodyRequired: body?.required === true,
        anonymous: security.length === 0 || security.some((entry) => Object.keys(entry).length === 0),
        writes: method !== 'get',
      });
    }
  }
  return operations;
}

/** Every operation of both descriptions, read from openapi/*.yaml when called. */
export function contractOperations(): Operation[] {
  const specs = loadSpecs();
  return [...operationsOf('auth', specs.auth), ...operationsOf('dentist', specs.dentist)];
}
