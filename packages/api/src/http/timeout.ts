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
    try {
      return await fetchImpl(new Request(input, { signal: anySignal([input.signal, controller.signal]) }));
    } finally {
      clearTimeout(timer);
    }
  };
}
