import { createSseParser, type SseEvent } from './sse';

/** What opening the stream gave: its body, or the status that refused it. */
export type StreamOpening = { ok: true; body: ReadableStream<Uint8Array> } | { ok: false; status: number };

export interface LiveStreamOptions {
  /** Opens the stream (GET /v2/notificacoes/eventos with the session's token); aborted by `signal`. */
  open(signal: AbortSignal): Promise<StreamOpening>;
  /** Each event of the stream. */
  onEvent(event: SseEvent): void;
  /** Wait before the next attempt after `attempt` failures in a row (0 the first). Default: backoffDelay. */
  backoff?: (attempt: number) => number;
  /**
   * With no byte for this long the connection is taken as dead and opened again (default 60 s): the server
   * sends a comment every 25 s, and a proxy or a sleeping laptop can drop a connection without closing it.
   */
  idleTimeoutMs?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s, each with up to a fifth more at random so that many tabs do not come back at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (1 + random() / 5));
}

/**
 * Statuses worth trying again: none (no answer), 401 (the session's middleware refreshed the token already,
 * or the refresh could not be reached; a refused refresh signs the dentist out, which stops the stream), 408,
 * 429 and 5xx. Others (403, 404, a 200 that is no event stream) will not change by waiting.
 */
export const isRetryable = (status: number) =>
  status === 401 || status === 408 || status === 429 || status >= 500;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** Reads the body until it ends, the connection is idle too long, or `connection` aborts. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  connection: AbortController,
  idleTimeoutMs: number,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => connection.abort(new DOMException('Sem notícias do servidor.', 'TimeoutError')),
      idleTimeoutMs,
    );
  };
  const cancel = () => void reader.cancel().catch(() => undefined);
  connection.signal.addEventListener('abort', cancel, { once: true });
  try {
    watch();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || connection.signal.aborted) return;
      watch();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(idle);
    connection.signal.removeEventListener('abort', cancel);
  }
}

/**
 * Keeps the notifications stream open until `stop` is called: opens it, hands each event over, and after a
 * failure or an end opens it again after a growing wait (reset once events flow again). Returns `stop`.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const stopped = new AbortController();
  const backoff = options.backoff ?? backoffDelay;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;

  async function run() {
    let failures = 0;
    while (!stopped.signal.aborted) {
      const connection = new AbortController();
      const stopConnection = () => connection.abort(stopped.signal.reason);
      stopped.signal.addEventListener('abort', stopConnection, { once: true });
      try {
        const opening = await options.open(connection.signal);
        if (!opening.ok) {
          if (!isRetryable(opening.status)) return;
        } else {
          await readEvents(opening.body, connection, idleTimeoutMs, (event) => {
            // Events flow: the next drop starts the waits from the shortest again.
            failures = 0;
            if (!stopped.signal.aborted) options.onEvent(event);
          });
        }
      } catch {
        // No answer, an abort or a broken connection: tried again below, unless stopped.
      } finally {
        stopped.signal.removeEventListener('abort', stopConnection);
        connection.abort();
      }
      if (stopped.signal.aborted) return;
      await sleep(backoff(failures), stopped.signal);
      failures++;
    }
  }

  void run();
  return () => stopped.abort();
}
