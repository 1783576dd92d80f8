import { Writable } from 'node:stream';

/** A log destination that keeps every line written to it in `lines` (pino writes one line per chunk). */
export function collectingStream(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
}
