import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { pngBytes } from './support/planos';
import type { TestServer } from './support/server';

/** Files in the local store (DATA_DIR/arquivos) of a server. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const root = path.join(server.dataDir, 'arquivos');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A real 8×8 baseline JPEG (jpeg-js, quality 50), small enough to keep in the source. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AAW3tRPNvMI5Z5H/2Q==',
  'base64',
);

/** The JPEG with its frame header (SOF0) declaring width × height. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(JPEG);
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** The classic 1×1 GIF89a. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The GIF with its logical screen declaring width × height. */
export function gifDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(GIF);
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

/** A real PNG whose header (IHDR, its CRC made good) declares width × height pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(pngBytes());
  // Signature (8), then IHDR: length (4), type (4), width, height... and a CRC of type and data (17 bytes).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

export interface TiffPage {
  width: number;
  height: number;
  bitsPerSample?: number;
  samplesPerPixel?: number;
  /** Bytes of (uncompressed or deflated) image data stored for the page. */
  data?: Buffer;
  /** Compression tag: 1 none, 8 Deflate. */
  compression?: number;
  /** Strip byte count written in the IFD, when it must lie about the data. */
  declaredBytes?: number;
}

/** A little-endian TIFF, one IFD per page, each with one strip. */
export function tiff(pages: TiffPage[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x49, 0x49, 0x2a, 0x00, 0, 0, 0, 0])];
  let size = 8;
  const ifdOffsets: number[] = [];
  for (const page of pages) {
    const samples = page.samplesPerPixel ?? 1;
    const data = page.data ?? Buffer.alloc(page.width * page.height * samples, 0x80);
    const dataOffset = size;
    parts.push(data);
    size += data.length + (data.length % 2);
    if (data.length % 2) parts.push(Buffer.alloc(1));
    const entries: [number, number, number, number][] = [
      [256, 4, 1, page.width],
      [257, 4, 1, page.height],
      [258, 3, 1, page.bitsPerSample ?? 8],
      [259, 3, 1, page.compression ?? 1],
      [262, 3, 1, 1],
      [273, 4, 1, dataOffset],
      [277, 3, 1, samples],
      [278, 4, 1, page.height],
      [279, 4, 1, page.declaredBytes ?? data.length],
    ];
    const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
    ifd.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, count, value], index) => {
      const at = 2 + index * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(count, at + 4);
      if (type === 3) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    ifdOffsets.push(size);
    parts.push(ifd);
    size += ifd.length;
  }
  const file = Buffer.concat(parts);
  file.writeUInt32LE(ifdOffsets[0] ?? 0, 4);
  // Chain the pages: each IFD's last 4 bytes point at the next one.
  ifdOffsets.forEach((offset, index) => {
    const next = ifdOffsets[index + 1] ?? 0;
    const entries = file.readUInt16LE(offset);
    file.writeUInt32LE(next, offset + 2 + entries * 12);
  });
  return file;
}

export type PdfObject = string | { dictionary: string; stream: Buffer };

/** A PDF with the given objects (numbered from 1, the first one the catalog) and a correct xref table. */
export function pdf(objects: PdfObject[], { trailer = '' } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(size);
    const body =
      typeof object === 'string'
        ? Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(
              `${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`,
              'latin1',
            ),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(body);
    size += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  parts.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A one-page PDF whose catalog carries `catalogExtra` and whose extra objects follow the page. */
export function onePagePdf(catalogExtra = '', extra: PdfObject[] = []): Buffer {
  return pdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...extra,
  ]);
}

/** Encoders of the filters a fixture may chain, by the filter's name. */
const ENCODERS: Record<string, (bytes: Buffer) => Buffer> = {
  '/FlateDecode': (bytes) => deflateSync(bytes),
  '/ASCIIHexDecode': (bytes) => Buffer.from(`${bytes.toString('hex')}>`, 'latin1'),
};

/**
 * Bytes encoded for a /Filter value: one name, or an array whose filters a reader undoes left to right
 * (`[/FlateDecode /ASCIIHexDecode]` is inflated, then read as hex), so they are applied right to left.
 * A filter without an encoder here leaves the bytes as they are.
 */
export function encodeFor(filter: string, bytes: Buffer): Buffer {
  const chain = filter.match(/\/[A-Za-z0-9]+/g) ?? [];
  return chain.reduceRight((encoded, name) => ENCODERS[name]?.(encoded) ?? encoded, bytes);
}

/** An object stream (PDF 1.5) holding `objects` as objects 100, 101...; deflated unless `filter` says. */
export function objectStream(objects: string[], filter = '/FlateDecode'): PdfObject {
  let header = '';
  let body = '';
  objects.forEach((object, index) => {
    header += `${100 + index} ${body.length} `;
    body += `${object}\n`;
  });
  const plain = Buffer.from(header + body, 'latin1');
  return {
    dictionary: `/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter ${filter}`,
    stream: encodeFor(filter, plain),
  };
}

/**
 * The file with an incremental update appended (ISO 32000-1, 7.5.6): `objects` as new versions of the
 * numbers given, a new xref section for them and a trailer whose /Prev is the previous one.
 */
export function withIncrementalUpdate(file: Buffer, objects: Record<number, string>): Buffer {
  const previous = Number(file.toString('latin1').match(/startxref\s+(\d+)\s+%%EOF\s*$/)?.[1]);
  const size = Number(file.toString('latin1').match(/\/Size (\d+)/)?.[1]);
  const parts: Buffer[] = [file];
  let offset = file.length;
  const entries: string[] = [];
  for (const [number, body] of Object.entries(objects)) {
    const object = Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1');
    entries.push(`${number} 1\n${String(offset).padStart(10, '0')} 00000 n `);
    parts.push(object);
    offset += object.length;
  }
  parts.push(
    Buffer.from(
      `xref\n${entries.join('\n')}\ntrailer\n<< /Size ${size} /Root 1 0 R /Prev ${previous} >>\n` +
        `startxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** The JavaScript action of the report: `app.alert` run by the reader. */
export const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

/**
 * The first bypass of the report: names ended by a NUL byte. PDF counts NUL as white-space, so a reader
 * sees /OpenAction and /JavaScript where a byte search for `/JavaScript` followed by a delimiter does not.
 */
export const PDF_NUL_TERMINATED_NAMES = onePagePdf(
  '/OpenAction\0<< /Type /Action /S /JavaScript\0/JS (app.alert\\(1\\)) >>',
);

/** The second bypass: a JavaScript action inside an object stream under `[/FlateDecode /ASCIIHexDecode]`. */
export const PDF_JS_IN_CHAINED_FILTERS = onePagePdf('/OpenAction 100 0 R', [
  objectStream([JS_ACTION], '[/FlateDecode /ASCIIHexDecode]'),
]);

/** A PDF of exactly `size` bytes: a one-page document padded by a stream of zeros. */
export function pdfOfSize(size: number): Buffer {
  const shell = onePagePdf('', [{ dictionary: '', stream: Buffer.alloc(0) }]).length;
  // The stream's /Length grows with its digits; solve for the padding that lands on `size` exactly.
  for (let padding = size - shell; padding > size - shell - 40; padding--) {
    const file = onePagePdf('', [{ dictionary: '', stream: Buffer.alloc(padding) }]);
    if (file.length === size) return file;
  }
  throw new Error(`não consegui montar um PDF de ${size} bytes`);
}
