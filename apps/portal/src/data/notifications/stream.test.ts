import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SseEvent } from './sse';
import { backoffDelay, type StreamOpening, startLiveStream } from './stream';

const encoder = new TextEncoder();

/** A body that sends `chunks`, then stays open (or ends, with `end`); `close` ends it later. */
function body(chunks: string[], { end = false } = {}) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      if (end) c.close();
    },
  });
  return { stream, close: () => controller?.close() };
}

const NAO_LIDAS = 'event: naoLidas\ndata: {"naoLidas":1}\n\n';

/** Runs the stream with `openings` answered in turn (the last one again after them). */
function run(openings: Array<() => StreamOpening | Promise<StreamOpening>>, idleTimeoutMs = 60_000) {
  const events: SseEvent[] = [];
  const signals: AbortSignal[] = [];
  const open = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal);
    const next = openings[Math.min(signals.length - 1, openings.length - 1)];
    if (!next) throw new Error('no opening');
    return next();
  });
  // Waits without jitter: 1 s, 2 s, 4 s …
  const stop = startLiveStream({
    open,
    onEvent: (event) => events.push(event),
    backoff: (attempt) => backoffDelay(attempt, () => 0),
    idleTimeoutMs,
  });
  return { open, events, signals, stop };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('startLiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should hand over the events of the stream as they arrive', async () => {
    const first = body([NAO_LIDAS, 'event: notificacao\ndata: {"naoLidas":2}\n', '\n: ping\n\n']);
    const { events, open, stop } = run([() => ({ ok: true, body: first.stream })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledOnce();
    expect(events).toEqual([
      { event: 'naoLidas', data: '{"naoLidas":1}' },
      { event: 'notificacao', data: '{"naoLidas":2}' },
    ]);
    stop();
  });

  it('should open again after a growing wait while the server cannot be reached', async () => {
    const { open, stop } = run([offline]);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    // Then 2 s, 4 s, 8 s, 16 s, 30 s, 30 s.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000);
    expect(open).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(open).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(7);
    stop();
  });

  it('should start the waits from 1 s again once events flow', async () => {
    const live = body([NAO_LIDAS]);
    const { open, stop } = run([offline, offline, offline, () => ({ ok: true, body: live.stream }), offline]);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(open).toHaveBeenCalledTimes(4);
    live.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(5);
    stop();
  });

  it('should open again after a 401 (the middleware renews the token) and after a 503', async () => {
    const live = body([NAO_LIDAS]);
    const { open, events, stop } = run([
      () => ({ ok: false, status: 401 }),
      () => ({ ok: false, status: 503 }),
      () => ({ ok: true, body: live.stream }),
    ]);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(open).toHaveBeenCalledTimes(3);
    expect(events).toHaveLength(1);
    stop();
  });

  it.each([403, 404])('should give up on a %i, which waiting does not change', async (status) => {
    const { open } = run([() => ({ ok: false, status })]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledOnce();
  });

  it('should open again when the server closes the stream', async () => {
    const { open, stop } = run([() => ({ ok: true, body: body([NAO_LIDAS], { end: true }).stream })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('should take a connection silent for too long as dead', async () => {
    const { open, signals, stop } = run([() => ({ ok: true, body: body([]).stream })], 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('should keep a connection whose pings arrive', async () => {
    const live = new TransformStream<Uint8Array, Uint8Array>();
    const writer = live.writable.getWriter();
    const { open, signals, stop } = run([() => ({ ok: true, body: live.readable })], 60_000);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      // A ping, as the server sends every 25 s.
      await writer.write(encoder.encode(': ping\n\n'));
    }
    expect(signals[0]?.aborted).toBe(false);
    expect(open).toHaveBeenCalledOnce();
    stop();
  });

  it('should close the connection and open no other once stopped', async () => {
    const { open, signals, stop } = run([() => ({ ok: true, body: body([NAO_LIDAS]).stream })]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledOnce();
  });

  it('should open no other when stopped during a wait', async () => {
    const { open, stop } = run([offline]);
    await vi.advanceTimersByTimeAsync(500);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('backoffDelay', () => {
  it('should double from 1 s up to 30 s, with up to a fifth more at random', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, () => 1)).toBe(1_200);
  });
});
