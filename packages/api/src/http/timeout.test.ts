import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anySignal, type FetchLike, timeoutError, withTimeout } from './timeout';

/** Requests in flight, held as a real connection holds them (a garbage collection must not take them). */
const inFlight = new Set<Request>();

/** A server that never answers: the request settles only when its signal aborts. */
const hangingFetch: FetchLike = (request) =>
  new Promise((_resolve, reject) => {
    const settle = () => {
      inFlight.delete(request);
      reject(request.signal.reason);
    };
    if (request.signal.aborted) return settle();
    inFlight.add(request);
    request.signal.addEventListener('abort', settle, { once: true });
  });

const url = 'http://portal.test/api/account/current';
const nativeAny = AbortSignal.any;

// Every behaviour holds with the browser's AbortSignal.any and without it (Safari < 17.4, Chrome < 116).
describe.each([
  ['with AbortSignal.any', true],
  ['without AbortSignal.any', false],
])('request timeout %s', (_name, hasAny) => {
  beforeEach(() => {
    // Only the timers the timeout uses: Node's fetch machinery keeps its own (setImmediate, queueMicrotask).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    if (!hasAny) Reflect.deleteProperty(AbortSignal, 'any');
  });
  afterEach(() => {
    vi.useRealTimers();
    AbortSignal.any = nativeAny;
  });

  it('should run on this runtime exactly as the case says', () => {
    expect(typeof AbortSignal.any === 'function').toBe(hasAny);
  });

  it('should reject with the timeout error once the time limit passes', async () => {
    const pending = withTimeout(hangingFetch, 1_000)(new Request(url));
    const outcome = expect(pending).rejects.toMatchObject({
      name: 'TimeoutError',
      message: timeoutError(1_000).message,
    });
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("should still abort on the caller's own signal, with the caller's reason", async () => {
    const caller = new AbortController();
    const pending = withTimeout(hangingFetch, 1_000)(new Request(url, { signal: caller.signal }));
    const reason = new DOMException('saiu da tela', 'AbortError');
    caller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('should not send a request whose signal was already aborted', async () => {
    const fetch = vi.fn(hangingFetch);
    const reason = new DOMException('cancelado', 'AbortError');
    await expect(
      withTimeout(fetch, 1_000)(new Request(url, { signal: AbortSignal.abort(reason) })),
    ).rejects.toBe(reason);
    expect(fetch.mock.calls[0]?.[0].signal.aborted).toBe(true);
  });

  it('should answer a request that finishes in time and cancel its timer', async () => {
    const answered = withTimeout(async () => new Response('ok'), 1_000);
    await expect((await answered(new Request(url))).text()).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should combine signals that abort with the first reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('segundo');
    first.abort('primeiro');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('segundo');
  });
});

describe('request timeout on a real connection', () => {
  let server: Server;
  let silentUrl: string;
  // The real collector, as a test may ask for it (the flag must be set before the context is made).
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;

  beforeAll(async () => {
    // Accepts the request and never answers it.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('should still time out when a garbage collection runs during the request', async () => {
    const pending = withTimeout(fetch, 300)(new Request(silentUrl));
    const outcome = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
    collectGarbage();
    await outcome;
  });
});
