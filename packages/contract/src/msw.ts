// Test-only entry (@odonto/contract/msw): MSW handlers typed from the generated paths, for stories and tests.
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as AuthPaths } from './generated/auth.gen';
import type { paths as DentistPaths } from './generated/dentist.gen';
import type { DentistSchema } from './operations';

/** Where the portal and the console call both APIs (packages/api's DEFAULT_BASE_URL). */
export const MOCK_BASE_URL = '/api';

/**
 * Handlers of openapi/auth.yaml: the path is one of the description's (`/account/login`, params as `{id}`),
 * `params`, `query` and `request.json()` are typed from it, and `response(status).json(body)` accepts only a
 * status the operation declares with a body of its schema, so a mock that drifts fails `pnpm typecheck`.
 */
export const authHttp = createOpenApiHttp<AuthPaths>({ baseUrl: MOCK_BASE_URL });

/** Handlers of openapi/dentist.yaml, typed as {@link authHttp}. */
export const dentistHttp = createOpenApiHttp<DentistPaths>({ baseUrl: MOCK_BASE_URL });

/** The error envelope both descriptions answer with (the same `ErrorEnvelope` schema in each). */
export type ErrorEnvelope = DentistSchema<'ErrorEnvelope'>;

/** The error envelope the server sends: its message, repeated as the one error. */
export const errorEnvelope = (message: string, errors: string[] = [message]): ErrorEnvelope => ({
  success: false,
  data: null,
  message,
  errors,
});

/**
 * An error envelope with any status, for a handler shared by several paths or a failure the operation does not
 * declare (a 503 of an overloaded server): the body is still the contract's envelope.
 */
export const errorResponse = (status: number, message: string): HttpResponse<ErrorEnvelope> =>
  HttpResponse.json(errorEnvelope(message), { status });
