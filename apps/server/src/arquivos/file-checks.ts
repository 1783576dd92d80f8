import { type ContentRefusal, DecodeBudget, MAX_IMAGE_PIXELS, Refused } from './decode-budget';
import type { AcceptedFileType } from './file-type';
import { checkPdf } from './pdf-check';

export type { ContentRefusal } from './decode-budget';

/** Most pages (IFDs) of a TIFF, and most values of one of its tags. */
const MAX_TIFF_PAGES = 256;
const MAX_TIFF_VALUES = 1 << 20;

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function checkPng(b: Buffer, budget: DecodeBudget): void {
  let offset = 8;
  let first = true;
  for (;;) {
    const length = b.readUInt32BE(offset);
    const type = b.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > b.length) throw new Refused('incompleto');
    if (first) {
      const channels = PNG_CHANNELS[b.readUInt8(offset + 17)];
      if (type !== 'IHDR' || length < 13 || channels === undefined) throw new Refused('incompleto');
      const bitDepth = b.readUInt8(offset + 16);
      budget.image(b.readUInt32BE(offset + 8), b.readUInt32BE(offset + 12), (channels * bitDepth) / 8);
      first = false;
    }
    if (type === 'IEND') return;
    offset = end;
  }
}

const isJpegFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function checkJpeg(b: Buffer, budget: DecodeBudget): void {
  let offset = 2;
  for (;;) {
    if (b.readUInt8(offset) !== 0xff) throw new Refused('incompleto');
    while (b.readUInt8(offset + 1) === 0xff) offset++;
    const marker = b.readUInt8(offset + 1);
    offset += 2;
    if (marker === 0xd9) return;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    const length = b.readUInt16BE(offset);
    const end = offset + length;
    if (length < 2 || end > b.length) throw new Refused('incompleto');
    if (isJpegFrameHeader(marker)) {
      budget.image(b.readUInt16BE(offset + 5), b.readUInt16BE(offset + 3), b.readUInt8(offset + 7));
    }
    offset = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker; FF 00 is a stuffed byte and FF D0-D7 a restart.
      for (;;) {
        const next = b.indexOf(0xff, offset);
        if (next < 0) throw new Refused('incompleto');
        const following = b.readUInt8(next + 1);
        if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) offset = next + 2;
        else if (following === 0xff) offset = next + 1;
        else {
          offset = next;
          break;
        }
      }
    }
  }
}

function skipGifSubBlocks(b: Buffer, start: number): number {
  let offset = start;
  for (;;) {
    const size = b.readUInt8(offset);
    offset += 1 + size;
    if (size === 0) return offset;
  }
}

const gifColorTable = (flags: number) => (flags & 0x80 ? 3 * (2 << (flags & 7)) : 0);

function checkGif(b: Buffer, budget: DecodeBudget): void {
  // Frames are drawn onto the logical screen one at a time: the screen is what stays in memory.
  budget.image(b.readUInt16LE(6), b.readUInt16LE(8), 4);
  let offset = 13 + gifColorTable(b.readUInt8(10));
  for (;;) {
    const block = b.readUInt8(offset);
    if (block === 0x3b) return;
    if (block === 0x21) offset = skipGifSubBlocks(b, offset + 2);
    else if (block === 0x2c) {
      if (b.readUInt16LE(offset + 5) * b.readUInt16LE(offset + 7) > MAX_IMAGE_PIXELS) {
        throw new Refused('dimensoes');
      }
      offset += 10 + gifColorTable(b.readUInt8(offset + 9));
      offset = skipGifSubBlocks(b, offset + 1);
    } else throw new Refused('incompleto');
  }
}

const TIFF_TYPE_SIZES: Record<number, number> = { 1: 1, 3: 2, 4: 4, 7: 1, 13: 4 };
const TIFF_TAGS = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  stripOffsets: 273,
  samplesPerPixel: 277,
  stripByteCounts: 279,
  tileOffsets: 324,
  tileByteCounts: 325,
} as const;
const TIFF_TAGS_READ = new Set<number>(Object.values(TIFF_TAGS));

function checkTiff(b: Buffer, budget: DecodeBudget): void {
  const little = b.readUInt8(0) === 0x49;
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const readValues = (type: number, count: number, field: number): number[] => {
    const size = TIFF_TYPE_SIZES[type];
    if (size === undefined || count > MAX_TIFF_VALUES) throw new Refused('incompleto');
    const start = count * size <= 4 ? field : u32(field);
    if (start + count * size > b.length) throw new Refused('incompleto');
    const read = size === 1 ? (at: number) => b.readUInt8(at) : size === 2 ? u16 : u32;
    return Array.from({ length: count }, (_, index) => read(start + index * size));
  };
  const pages = new Set<number>();
  for (let ifd = u32(4); ifd !== 0; ) {
    if (pages.has(ifd) || pages.size >= MAX_TIFF_PAGES) throw new Refused('incompleto');
    pages.add(ifd);
    const entries = u16(ifd);
    const tags = new Map<number, number[]>();
    for (let index = 0; index < entries; index++) {
      const at = ifd + 2 + index * 12;
      const tag = u16(at);
      if (TIFF_TAGS_READ.has(tag)) tags.set(tag, readValues(u16(at + 2), u32(at + 4), at + 8));
    }
    const [width] = tags.get(TIFF_TAGS.width) ?? [];
    const [height] = tags.get(TIFF_TAGS.height) ?? [];
    if (width === undefined || height === undefined) throw new Refused('incompleto');
    const bits = Math.max(...(tags.get(TIFF_TAGS.bitsPerSample) ?? [1]));
    const [samples = 1] = tags.get(TIFF_TAGS.samplesPerPixel) ?? [];
    budget.image(width, height, (samples * bits) / 8);
    const offsets = tags.get(TIFF_TAGS.stripOffsets) ?? tags.get(TIFF_TAGS.tileOffsets) ?? [];
    const counts = tags.get(TIFF_TAGS.stripByteCounts) ?? tags.get(TIFF_TAGS.tileByteCounts) ?? [];
    if (offsets.length === 0 || offsets.length !== counts.length) throw new Refused('incompleto');
    offsets.forEach((start, index) => {
      if (start + (counts[index] ?? 0) > b.length) throw new Refused('incompleto');
    });
    ifd = u32(ifd + 2 + entries * 12);
  }
}

/** Each type's check: it throws {@link Refused} (or reads past the end) when the file may not be stored. */
const CHECKS: Record<
  AcceptedFileType['contentType'],
  (b: Buffer, budget: DecodeBudget) => void | Promise<void>
> = {
  'image/png': checkPng,
  'image/jpeg': checkJpeg,
  'image/gif': checkGif,
  'image/tiff': checkTiff,
  'application/pdf': checkPdf,
};

/** Why a file of an accepted type is refused, or null when it may be stored. */
export async function checkFileContent(
  bytes: Uint8Array,
  contentType: AcceptedFileType['contentType'],
): Promise<ContentRefusal | null> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    await CHECKS[contentType](b, new DecodeBudget());
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    // A read past the end of the bytes: the structure promised more than the file holds.
    if (error instanceof RangeError) return 'incompleto';
    throw error;
  }
}
