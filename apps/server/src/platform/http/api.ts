import responseValidation from '@fastify/response-validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AccessClaims } from '../../auth/access-token';
import type { AccessTokenCheck } from '../../auth/bearer';
import type { AuthOperations, DentistOperations } from '../../contract';
import { ApiError } from '../errors';
import { MSG } from '../messages';
import { createAjv, installValidators } from './ajv';
import type { ContractOperations } from './contract-operations';
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

  const securityHandlers = {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      const claims: AccessClaims | null = token ? await options.checkAccessToken(token) : null;
      if (!claims) throw new ApiError(401, MSG.sessaoExpirada);
      request.user = claims;
    },
  };

  // Both APIs' responses are written by fast-json-stringify from their descriptions: a field the description
  // does not name (a column added to a query, say) never reaches the client.
  await app.register(async (authApi) => {
    await authApi.register(openapiGlue, {
      specification: options.authSpec,
      operationResolver: operationResolver(options.authOperations, MSG.sessaoExpirada),
      securityHandlers,
    });
  });
  await app.register(async (dentistApi) => {
    await dentistApi.register(openapiGlue, {
      specification: options.dentistSpec,
      operationResolver: operationResolver(options.dentistOperations, MSG.sessaoExpiradaV1),
      securityHandlers,
    });
  });
}
