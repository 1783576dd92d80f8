import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

const NAO_LIDAS = 'event: naoLidas\ndata: {"naoLidas":2}\n\n';

describe('createSseParser', () => {
  it("should read the server's first event", () => {
    expect(parse(NAO_LIDAS)).toEqual([{ event: 'naoLidas', data: '{"naoLidas":2}' }]);
  });

  it('should read an event cut anywhere across chunks', () => {
    const whole = `${NAO_LIDAS}event: notificacao\ndata: {"naoLidas":3}\n\n`;
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse(whole.slice(0, cut), whole.slice(cut))).toEqual([
        { event: 'naoLidas', data: '{"naoLidas":2}' },
        { event: 'notificacao', data: '{"naoLidas":3}' },
      ]);
    }
  });

  it('should ignore comments (the keep-alive pings)', () => {
    expect(parse(': ping\n\n', NAO_LIDAS, ': ping\n\n')).toEqual([
      { event: 'naoLidas', data: '{"naoLidas":2}' },
    ]);
  });

  it('should accept CRLF and CR line ends, also a CRLF split between chunks', () => {
    expect(parse('event: a\r\ndata: 1\r\n\r\n', 'event: b\rdata: 2\r\r')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
    expect(parse('event: a\r', '\ndata: 1\r', '\n\r', '\n')).toEqual([{ event: 'a', data: '1' }]);
  });

  it('should join data lines with a newline and default the type to message', () => {
    expect(parse('data: first\ndata:second\n\n')).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('should not dispatch an event without data, nor one not yet ended by a blank line', () => {
    expect(parse('event: vazio\n\n', 'event: naoLidas\ndata: {}\n')).toEqual([]);
  });

  it('should forget the type of an event once dispatched', () => {
    expect(parse('event: naoLidas\ndata: 1\n\ndata: 2\n\n')).toEqual([
      { event: 'naoLidas', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});
