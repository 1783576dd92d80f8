/**
 * The types of the two descriptions and the helpers that read them live in @odonto/contract, generated once
 * for the server, the clients and the mocks; server code keeps importing them from here.
 */
export type {
  AuthOperations,
  AuthSchema,
  DentistOperations,
  DentistSchema,
  JsonRequestBody,
  PathParams,
  QueryParams,
  RequestBody,
  ResponseBody,
  SuccessBody,
  SuccessStatus,
} from '@odonto/contract';
