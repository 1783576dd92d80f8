import responseValidation from '@fastify/response-validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AccessClaims } from '../../autenticacao/access-token';
import type { AccessTokenCheck } from '../../autenticacao/bearer';
import type { AuthOperations, DentistOperations } from '../../contract';
import { ApiError, unauthorizedMessageOf } from '../errors';
import type { Papel } from '../identidade';
import { MSG } from '../messages';
import { createAjv, installValidators } from './ajv';
import { installCompatNormaliser } from './compat';
import type { ContractOperations } from './contract-operations';
import type { Idempotency } from './idempotency';
import { installMediaTypeCheck } from './media-type';
import { operationResolver } from './operations';

export interface ApiPluginOptions {
  authSpec: object;
  dentistSpec: object;
  /** Every operation of openapi/auth.yaml, typed like the Dentist API's. */
  authOperations: ContractOperations<AuthOperations>;
  /** Every operation of openapi/dentist.yaml: one missing, or one whose types drift from it, does not compile. */
  dentistOperations: ContractOperations<DentistOperations>;
  /** Verifies a bearer token and that its session has not ended. */
  checkAccessToken: AccessTokenCheck;
  /** Validate every response against its description (tests). */
  validateResponses: boolean;
  /** Keeps the first answers of the operations that take an `Idempotency-Key` (without it, keys are ignored). */
  idempotency?: Idempotency;
}

/** Auth API: sign-in, account and profile bodies are a few hundred bytes; nothing there needs more. */
export const AUTH_API_BODY_LIMIT = 16 * 1024;

type SecurityRequirement = Record<string, readonly string[]>;
type OpenApiOperation = { operationId?: string; security?: SecurityRequirement[] };
type OpenApiDocument = {
  security?: SecurityRequirement[];
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
};
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const ROLES: ReadonlySet<string> = new Set<Papel>(['Dentista', 'Auditor']);

/**
 * The operationIds whose description requires some security scheme (its own `security`, or the document's),
 * each with the roles it serves: OpenAPI 3.1 lets a bearer requirement list role names
 * (`bearerAuth: [Auditor]`), and a token of any other role is refused with 403.
 */
export function securedOperations(specification: object): Map<string, readonly Papel[]> {
  const document = specification as OpenApiDocument;
  const secured = new Map<string, readonly Papel[]>();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const operation = value as OpenApiOperation;
      const requirements = operation.security ?? document.security ?? [];
      // `security: [{}]` (or an empty list) makes the operation public.
      const required = requirements.length > 0 && requirements.every((item) => Object.keys(item).length > 0);
      if (!required || !operation.operationId) continue;
      const roles = requirements.flatMap((item) => Object.values(item).flat());
      const unknown = roles.find((role) => !ROLES.has(role));
      // A requirement without roles would let every role in: the descriptions must name them.
      if (roles.length === 0 || unknown !== undefined) {
        throw new Error(`${operation.operationId}: papéis do security inválidos (${unknown ?? 'nenhum'})`);
      }
      secured.set(operation.operationId, roles as Papel[]);
    }
  }
  return secured;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Both APIs under /api: one child per description, each with its own fastify-openapi-glue, sharing the
 * validators, the media-type check and the bearer check registered here.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions) {
  const ajv = createAjv();
  installValidators(app, ajv);
  installMediaTypeCheck(app);
  if (options.validateResponses) {
    await app.register(responseValidation, { ajv, responseStatusCodeValidation: true });
  }

  // The bearer check of every secured operation, as an onRequest hook (operations.ts says why); the only
  // scheme both descriptions use is bearerAuth. A valid token of a role the operation does not serve gets 403:
  // an auditor never reaches a dentist's plans through the dentist's operations, nor a dentist the audit.
  async function authenticate(request: FastifyRequest, roles: readonly Papel[]) {
    const token = bearerToken(request);
    const claims: AccessClaims | null = token ? await options.checkAccessToken(token) : null;
    if (!claims) throw new ApiError(401, unauthorizedMessageOf(request));
    if (!roles.includes(claims.role)) throw new ApiError(403, MSG.perfilSemAcesso);
    request.user = claims;
  }

  // Both APIs' responses are written by fast-json-stringify from their descriptions: a field the description
  // does not name (a column added to a query, say) never reaches the client.
  await app.register(async (authApi) => {
    await authApi.register(openapiGlue, {
      specification: options.authSpec,
      operationResolver: operationResolver(options.authOperations, MSG.sessaoExpirada, {
        bodyLimit: AUTH_API_BODY_LIMIT,
        secured: securedOperations(options.authSpec),
        authenticate,
      }),
    });
  });
  await app.register(async (dentistApi) => {
    // What the original portal sends ('10' for 10, 123 for '123', '' for absent) becomes what the description says.
    installCompatNormaliser(dentistApi);
    await dentistApi.register(openapiGlue, {
      specification: options.dentistSpec,
      operationResolver: operationResolver(options.dentistOperations, MSG.sessaoExpiradaV1, {
        secured: securedOperations(options.dentistSpec),
        authenticate,
        idempotency: options.idempotency,
      }),
    });
  });
}
