import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { AccessClaims } from '../../autenticacao/access-token';
import { type ErrorStyle, sendError } from '../errors';
import type { Papel } from '../identidade';
import { MSG } from '../messages';
import type { Idempotency } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in dentist, set by the bearerAuth security handler. */
    user?: AccessClaims;
  }
}

/** Requests per minute per client address for the operations attackers like. */
export interface RateLimits {
  login: number;
  firstAccess: number;
  forgotPassword: number;
  resetPassword: number;
  /** Change password checks the current password: a stolen access token must not guess it fast. */
  changePassword: number;
  /** Ombudsman messages: each one stores a row and sends an e-mail. */
  ouvidoria: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: 10,
  firstAccess: 5,
  forgotPassword: 5,
  resetPassword: 10,
  changePassword: 5,
  ouvidoria: 5,
};

/** How an operation answers, besides its handler. */
export interface OperationOptions {
  /** Requests per minute per client address. */
  perMinute?: number;
  /**
   * The bucket of `perMinute` when it is not the address alone (the sign-in: a known device of the CRO in the
   * body). The limit then runs once the body is parsed, so keep such an operation's `bodyLimit` small.
   */
  rateLimitKey?: (request: FastifyRequest) => string;
  /** 'lookup' for the v2 registry lookups (`{success, data: [], errorMessage}` on errors). */
  envelope?: 'lookup';
  /** Largest request body in bytes, when the operation needs more than the server's default. */
  bodyLimit?: number;
  /** Takes an `Idempotency-Key`: a retry with the same key gets the first answer (idempotency.ts). */
  idempotent?: boolean;
  /** Its body may arrive slowly (the upload): an idle limit instead of a fixed one (timeouts.ts). */
  streamsBody?: boolean;
}

/** What the resolver routes: an operation declared with `implement` (contract-operations.ts). */
type RoutableOperation = OperationOptions & {
  handler: (request: never, reply: FastifyReply) => Promise<unknown>;
};

/** What every route of one API shares. */
export interface ApiRouteDefaults {
  /** Largest request body, for the operations that do not set their own `bodyLimit`. */
  bodyLimit?: number;
  /** The operations whose description requires a bearer token, with the roles each serves. */
  secured?: ReadonlyMap<string, readonly Papel[]>;
  /**
   * Checks the bearer token of a secured operation. It runs as an onRequest hook: before the body is read
   * and parsed, so that a client without a valid token cannot make the server read megabytes of JSON or
   * multipart (fastify-openapi-glue's own security handlers run as preHandler, after parsing).
   */
  authenticate?: (request: FastifyRequest, roles: readonly Papel[]) => Promise<void>;
  /** Keeps the first answers of the idempotent operations. */
  idempotency?: Idempotency;
}

/** Resolves operationIds for fastify-openapi-glue; an operation not built yet answers 501. */
export function operationResolver(
  operations: Readonly<Record<string, RoutableOperation>>,
  unauthorizedMessage: string,
  defaults: ApiRouteDefaults = {},
) {
  return (operationId: string): RouteOptions => {
    const operation = operations[operationId];
    if (!operation) {
      // Not described with a 501 response: keep the response check out of it until part 2 builds it.
      return {
        handler: notImplemented,
        responseValidation: false,
        ...authOf(operationId),
      } as unknown as RouteOptions;
    }
    const config: ErrorStyle & { rateLimit?: object; streamsBody?: boolean } = { unauthorizedMessage };
    if (operation.streamsBody) config.streamsBody = true;
    if (operation.envelope) config.envelope = operation.envelope;
    if (operation.perMinute !== undefined) {
      const { rateLimitKey } = operation;
      config.rateLimit = rateLimitKey
        ? { max: operation.perMinute, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: rateLimitKey }
        : { max: operation.perMinute, timeWindow: '1 minute' };
    }
    const bodyLimit = operation.bodyLimit ?? defaults.bodyLimit;
    const limits = bodyLimit === undefined ? {} : { bodyLimit };
    // The route's schemas come from the same description as the handler's types, and Fastify validates the
    // request against them before the handler runs: the request is what the handler's type says.
    const handler = operation.handler as RouteHandlerMethod;
    const idempotency = operation.idempotent ? defaults.idempotency?.hooks(operationId) : undefined;
    return { handler, config, ...limits, ...idempotency, ...authOf(operationId) } as RouteOptions;
  };

  function authOf(operationId: string): { onRequest?: onRequestAsyncHookHandler } {
    const { secured, authenticate } = defaults;
    const roles = secured?.get(operationId);
    if (!authenticate || !roles) return {};
    return { onRequest: (request: FastifyRequest) => authenticate(request, roles) };
  }
}

async function notImplemented(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 501, MSG.naoImplementado);
}
