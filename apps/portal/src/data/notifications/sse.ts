/** One Server-Sent Event: its type (`event:`, 'message' when absent) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Reads a text/event-stream as it arrives, in chunks cut anywhere. */
export interface SseParser {
  /** Feeds the next piece of text; complete events go to the callback at once. */
  push(chunk: string): void;
}

/**
 * A parser of the event-stream format (WHATWG HTML, 9.2.6): lines end in CRLF, LF or CR; a blank line
 * ends an event; `:` starts a comment (the server's keep-alive); one space after the colon is dropped.
 * An event without data is not dispatched, as EventSource does; `id` and `retry` are not used here.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  // A chunk that ends in CR may be followed by the LF of the same CRLF.
  let skipLeadingLf = false;

  function dispatch() {
    if (data.length > 0) onEvent({ event: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
