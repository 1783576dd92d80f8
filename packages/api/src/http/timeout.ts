/** The request timeout of both APIs (portal-spec.md §9). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The fetch signature openapi-fetch calls. */
export type FetchLike = (input: Request) => Promise<Response>;

/** The error a request rejects with when it runs past its time limit. */
export const timeoutError = (ms: number): DOMException =>
  new DOMException(`A requisição excedeu o tempo limite de ${ms / 1000} s.`, 'TimeoutError');

/** Wraps fetch so that each request aborts after `ms` milliseconds (its own signal still works too). */
export function withTimeout(fetchImpl: FetchLike, ms: number = REQUEST_TIMEOUT_MS): FetchLike {
  return async (input) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timeoutError(ms)), ms);
    try {
      return await fetchImpl(
        new Request(input, { signal: AbortSignal.any([input.signal, controller.signal]) }),
      );
    } finally {
      clearTimeout(timer);
    }
  };
}
