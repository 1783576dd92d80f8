/** The request timeout of both APIs (docs/product-rules.md#business-constants). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The fetch signature openapi-fetch calls. */
export type FetchLike = (input: Request) => Promise<Response>;

/** The error a request rejects with when it runs past its time limit. */
export const timeoutError = (ms: number): DOMException =>
  new DOMException(`A requisição excedeu o tempo limite de ${ms / 1000} s.`, 'TimeoutError');

/**
 * A signal that aborts as soon as one of `signals` does, with that signal's reason. `AbortSignal.any`
 * where the browser has it; by hand where it does not (Safari < 17.4, Chrome < 116 are inside the
 * browserslist of package.json), so that no request of those browsers fails on a missing function.
 */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    // The listeners go away with the combined signal's abort; until then they hold nothing but it.
    signal.addEventListener('abort', () => controller.abort(signal.reason), {
      once: true,
      signal: controller.signal,
    });
  }
  return controller.signal;
}

/** Wraps fetch so that each request aborts after `ms` milliseconds (its own signal still works too). */
export function withTimeout(fetchImpl: FetchLike, ms: number = REQUEST_TIMEOUT_MS): FetchLike {
  return async (input) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timeoutError(ms)), ms);
    const signal = anySignal([input.signal, controller.signal]);
    const request = new Request(input, { signal });
    try {
      return await fetchImpl(request);
    } finally {
      clearTimeout(timer);
      // Held until the request settles. Node's undici links a Request to the signal it was given through a
      // weak reference, and fetch() works on a copy of the Request: once a garbage collection takes this
      // wrapper, the abort no longer reaches the request in flight and the timeout never fires (reproduced:
      // timeout.test.ts 'a garbage collection during a real request'). Browsers hold it themselves.
      keepAlive(request);
    }
  };
}

/** Does nothing: being called after the request keeps its argument reachable until then. */
function keepAlive(_value: unknown): void {}
