import responseValidation from '@fastify/response-validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { type AccessClaims, verifyAccessToken } from '../auth/access-token';
import { MSG } from '../messages';
import { createAjv, installValidators } from './ajv';
import { ApiError } from './errors';
import { installMediaTypeCheck } from './media-type';
import { type Operations, operationResolver } from './operations';

export interface ApiPluginOptions {
  authSpec: object;
  dentistSpec: object;
  authOperations: Operations;
  dentistOperations: Operations;
  jwtSecret: Uint8Array;
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
  // Responses are plain JSON: a compiled serializer would coerce or drop what breaks the description.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installMediaTypeCheck(app);
  if (options.validateResponses) {
    await app.register(responseValidation, { ajv, responseStatusCodeValidation: true });
  }

  const securityHandlers = {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      const claims: AccessClaims | null = token ? await verifyAccessToken(token, options.jwtSecret) : null;
      if (!claims) throw new ApiError(401, MSG.sessaoExpirada);
      request.user = claims;
    },
  };

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
