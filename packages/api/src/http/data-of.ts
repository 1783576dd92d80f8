import { CallError, failureFromError, failureFromResult } from '../errors/failure';

/** What an openapi-fetch method resolves to: the parsed body on success, the response always. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * The data of an openapi-fetch call, or a thrown CallError carrying its CallFailure: the status and body
 * of a refused call, or what was thrown when no response came (network error, timeout, abort). Any app
 * reading through TanStack Query (or any promise-based cache) wants calls that throw on failure.
 */
export async function dataOf<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const result = await call.catch((thrown: unknown) => {
    throw new CallError(failureFromError(thrown));
  });
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new CallError(failureFromResult(result));
}
