import { expect } from 'vitest';
import type {
  AuthOperations,
  DentistOperations,
  JsonRequestBody,
  PathParams,
  QueryParams,
  ResponseBody,
} from '../../src/contract';
import { loadSpecs } from '../../src/plataforma/http/specs';
import type { TestServer } from './server';

/** The operations of both descriptions, by operationId (no operationId is in both). */
type AllOperations = AuthOperations & DentistOperations;
type OperationId = keyof AllOperations & string;

/** A request part the operation may lack: optional when nothing in it is required. */
type Part<Name extends string, Value> = [Value] extends [never]
  ? { [Key in Name]?: never }
  : Record<string, never> extends Value
    ? { [Key in Name]?: Value }
    : { [Key in Name]: Value };

/** What a test sends to an operation, typed from the description: path, query and JSON body. */
export type OperationInput<Operation> = Part<'path', PathParams<Operation>> &
  Part<'query', QueryParams<Operation>> &
  Part<'body', JsonRequestBody<Operation>> & { token?: string };

/** The status codes the description gives an operation. */
type DocumentedStatus<Operation> = Operation extends { responses: infer Responses }
  ? keyof Responses & number
  : never;

/** An operation's answer: the body as received, or typed after checking which documented status came. */
export interface OperationResponse<Operation> {
  status: number;
  headers: Headers;
  /** The body as received, e.g. to compare an error with `errorBody`. */
  body: unknown;
  /** Checks the status and returns the body as the description types it for that status. */
  bodyAt<Status extends DocumentedStatus<Operation>>(status: Status): ResponseBody<Operation, Status>;
}

interface Route {
  method: string;
  path: string;
}

/** Method and path of every operation of a description, read from the description itself. */
function routesOf(spec: Record<string, unknown>): Map<string, Route> {
  const routes = new Map<string, Route>();
  const paths = spec.paths as Record<string, Record<string, { operationId?: string }>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId) routes.set(operation.operationId, { method: method.toUpperCase(), path });
    }
  }
  return routes;
}

const specs = loadSpecs();
const routes = new Map([...routesOf(specs.auth), ...routesOf(specs.dentist)]);

function routeOf(operationId: string): Route {
  const route = routes.get(operationId);
  if (!route)
    throw new Error(`operação ${operationId} não está em openapi/auth.yaml nem em openapi/dentist.yaml`);
  return route;
}

/** The URL of an operation under /api, with its path parameters filled in and its query. */
export function operationUrl(
  operationId: OperationId,
  input: { path?: Record<string, unknown>; query?: Record<string, unknown> },
): string {
  const pathParams = input.path ?? {};
  const path = routeOf(operationId).path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(pathParams[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `/api${path}${search}`;
}

/** Wraps a fetch response of an operation: reads the body once and types it by status on request. */
export async function operationResponse<Operation>(
  response: Response,
): Promise<OperationResponse<Operation>> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  return {
    status: response.status,
    headers: response.headers,
    body,
    bodyAt<Status extends DocumentedStatus<Operation>>(status: Status) {
      expect(response.status, text).toBe(status);
      // The test server checked this body against the description before sending it (response validation).
      return body as ResponseBody<Operation, Status>;
    },
  };
}

/**
 * Calls an operation of openapi/auth.yaml or openapi/dentist.yaml by operationId, with its path, query and JSON body typed from
 * the description; the method and path come from the description too.
 */
export async function callOperation<Id extends OperationId>(
  server: Pick<TestServer, 'baseUrl'>,
  operationId: Id,
  input: OperationInput<AllOperations[Id]>,
): Promise<OperationResponse<AllOperations[Id]>> {
  const headers: Record<string, string> = {};
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const response = await fetch(`${server.baseUrl}${operationUrl(operationId, input)}`, {
    method: routeOf(operationId).method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  return operationResponse(response);
}
