import type { components as AuthComponents, operations as AuthOperations } from './generated/auth.gen';
import type {
  components as DentistComponents,
  operations as DentistOperations,
} from './generated/dentist.gen';

/**
 * Types of the two descriptions, read from the `operations` and `components` that `pnpm generate` writes into
 * src/generated from openapi/*.yaml. The server's handlers, the clients and the mocks take their request and
 * response types from here, so a change of the description that breaks any of them fails `pnpm typecheck`.
 */
export type { AuthOperations, DentistOperations };

/** A schema of openapi/dentist.yaml, by name. */
export type DentistSchema<Name extends keyof DentistComponents['schemas']> =
  DentistComponents['schemas'][Name];

/** A schema of openapi/auth.yaml, by name. */
export type AuthSchema<Name extends keyof AuthComponents['schemas']> = AuthComponents['schemas'][Name];

/** The status codes that answer a success. */
export type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON bodies an operation answers with these status codes (a union when several are given). */
export type ResponseBody<Operation, Status extends number> = Operation extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? JsonContent<Responses[Status]>
    : never
  : never;

/** The JSON bodies of an operation's success responses: its envelope and its data. */
export type SuccessBody<Operation> = ResponseBody<Operation, SuccessStatus>;

/** The request bodies an operation accepts, one per media type (never when it takes none). */
export type RequestBody<Operation> = Operation extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer Content }
    ? Content[keyof Content]
    : never
  : never;

/** The JSON request body of an operation. */
export type JsonRequestBody<Operation> = Operation extends { requestBody?: infer Body }
  ? JsonContent<NonNullable<Body>>
  : never;

/** Parameters an operation does not have are an empty record, not `never`. */
type ParameterRecord<Parameters> = [NonNullable<Parameters>] extends [never]
  ? Record<string, never>
  : NonNullable<Parameters>;

/** The path parameters of an operation. */
export type PathParams<Operation> = Operation extends { parameters: { path?: infer Path } }
  ? ParameterRecord<Path>
  : Record<string, never>;

/** The query parameters of an operation. */
export type QueryParams<Operation> = Operation extends { parameters: { query?: infer Query } }
  ? ParameterRecord<Query>
  : Record<string, never>;
