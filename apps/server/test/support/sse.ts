/** One Server-Sent Event as a test reads it. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Opens an event stream with a bearer token and hands out its events one by one (comments skipped): what the
 * portal does with fetch, since EventSource cannot send an Authorization header.
 */
export function readEvents(url: string, token: string) {
  const controller = new AbortController();
  const pending: ServerEvent[] = [];
  const waiting: ((event: ServerEvent) => void)[] = [];
  const failed: ((error: unknown) => void)[] = [];
  const deliver = (event: ServerEvent) => {
    const next = waiting.shift();
    failed.shift();
    if (next) next(event);
    else pending.push(event);
  };
  // Settles when the stream is over, whoever ended it (the server, a failure, or `close`).
  const ended = (async () => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`fluxo de eventos respondeu ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        const event = fields.find((line) => line.startsWith('event: '))?.slice(7);
        const data = fields.find((line) => line.startsWith('data: '))?.slice(6);
        if (event !== undefined && data !== undefined) deliver({ event, data });
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch((error: unknown) => {
    for (const reject of failed.splice(0)) reject(error);
  });
  void ended.then(() => {
    waiting.splice(0);
    for (const reject of failed.splice(0)) reject(new Error('o fluxo de eventos terminou'));
  });
  return {
    next(): Promise<ServerEvent> {
      const ready = pending.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        waiting.push(resolve);
        failed.push(reject);
      });
    },
    close: () => controller.abort(),
    /** Resolves once the stream is over: the server closed it, it failed, or `close` was called. */
    ended,
  };
}
