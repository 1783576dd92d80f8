import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  AuthOperations,
  DentistOperations,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessBody,
} from '../../contract';
import type { OperationOptions } from './operations';

/** The request of an operation as its handler sees it: body, path and query as the description types them. */
export type ContractRequest<O> = FastifyRequest<{
  Body: RequestBody<O>;
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
}>;

/**
 * What a handler returns: one of the operation's JSON success bodies (envelope and data), or, for an
 * operation that answers something else (a file), the reply it has sent itself.
 */
export type ContractResult<O> = [SuccessBody<O>] extends [never] ? FastifyReply : SuccessBody<O>;

/** One operation typed from the generated `operations` of its description. */
export interface ContractOperation<O> extends OperationOptions {
  handler: (request: ContractRequest<O>, reply: FastifyReply) => Promise<ContractResult<O>>;
}

/** Handlers of the operations `Ids` of an API (all of them by default), by operationId. */
export type ContractOperations<Ops, Ids extends keyof Ops = keyof Ops> = {
  [Id in Ids]: ContractOperation<Ops[Id]>;
};

/**
 * Declares handlers by operationId for the API whose generated `operations` are `Ops`: each handler's
 * request is typed from its operation and its result is checked against the operation's success responses.
 *
 *     const dentist = implement<DentistOperations>();
 *     dentist({ listAtos: { handler: async (request) => ({ success: true, data: [] }) } });
 */
export function implement<Ops>() {
  return <Declared extends Partial<ContractOperations<Ops>>>(
    operations: Declared & Record<Exclude<keyof Declared, keyof Ops>, never>,
  ): Declared => operations;
}

/** Declares handlers of openapi/dentist.yaml by operationId. */
export const dentistApi = implement<DentistOperations>();

/** Declares handlers of openapi/auth.yaml by operationId. */
export const authApi = implement<AuthOperations>();
