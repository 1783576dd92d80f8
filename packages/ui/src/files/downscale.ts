import { MAX_FILE_SIZE_BYTES } from './constants';
import type { FileLike } from './validation';

/**
 * Largest image the server takes, in pixels (apps/server/src/arquivos/decode-budget.ts, 40 megapixels):
 * over it the server refuses the file whatever its size, so the queue offers the same reduction.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Long sides tried in turn when reducing an image, largest first; the first whose JPEG fits is kept. A
 * periapical or a panoramic stays legible at 1600 px on its long side, so nothing goes below that.
 */
export const REDUCTION_LONG_SIDES = [3000, 2400, 2000, 1600] as const;

/** JPEG quality of a reduced image: high enough that a radiograph's fine lines (canals, crests) survive. */
export const REDUCED_JPEG_QUALITY = 0.9;

/** Width and height in pixels, as the image is seen (EXIF orientation applied). */
export interface Dimensions {
  width: number;
  height: number;
}

/** An image's dimensions and its file's size in bytes. */
export interface ImageFacts extends Dimensions {
  size: number;
}

/** How an image was reduced before sending: what it was and what was sent. */
export interface ImageReduction {
  original: ImageFacts;
  reduced: ImageFacts;
}

/** Why an image cannot go as it is: over the size limit, or over the server's 40 megapixels. */
export type ReductionNeed = 'size' | 'pixels';

const REDUCIBLE_TYPES = ['image/jpeg', 'image/png'];
const REDUCIBLE_EXTENSIONS = ['.jpg', '.jpeg', '.jfif', '.png'];

/**
 * JPEG and PNG images can be reduced in the browser. GIF (animation) and TIFF (browsers cannot draw it) and
 * PDF cannot: those keep the plain size refusal.
 */
export function isReducibleImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const declared = file.type.toLowerCase();
  if (declared !== '') return REDUCIBLE_TYPES.includes(declared);
  const name = file.name.toLowerCase();
  return REDUCIBLE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * What keeps a file from being sent as it is: its size over `maxBytes`, or (once its dimensions are known)
 * more pixels than the server takes; null when it can go.
 */
export function reductionNeed(
  size: number,
  dimensions: Dimensions | undefined,
  maxBytes: number = MAX_FILE_SIZE_BYTES,
): ReductionNeed | null {
  if (size > maxBytes) return 'size';
  if (dimensions && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) return 'pixels';
  return null;
}

/** The dimensions scaled so that the long side is `longSide`, keeping the aspect ratio (at least 1 px). */
export function scaledToLongSide({ width, height }: Dimensions, longSide: number): Dimensions {
  const scale = longSide / Math.max(width, height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The sizes to try, in order, for an image of these dimensions: the image itself re-encoded as JPEG when its
 * long side is already within the first step (a large PNG often fits so), then each step of
 * {@link REDUCTION_LONG_SIDES} smaller than it, never below the last. Empty only for an empty image.
 */
export function reductionSteps(dimensions: Dimensions): Dimensions[] {
  const { width, height } = dimensions;
  if (!(width > 0 && height > 0)) return [];
  const longSide = Math.max(width, height);
  const steps: Dimensions[] = [];
  if (longSide <= REDUCTION_LONG_SIDES[0] && width * height <= MAX_IMAGE_PIXELS)
    steps.push({ width, height });
  for (const side of REDUCTION_LONG_SIDES) {
    if (side < longSide) steps.push(scaledToLongSide(dimensions, side));
  }
  return steps;
}

/** The reduced file's name: the original's with '.jpg', since it is sent as a JPEG. */
export function reducedFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${base}.jpg`;
}

const MB = 1024 * 1024;
const megabytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * A size in megabytes with one decimal, pt-BR ('4,2 MB'). `up` for a size over a limit (2,01 MB must not read
 * '2 MB' beside 'acima do limite de 2 MB'), `down` for one under it; the nearest tenth otherwise.
 */
export function formatMegabytes(bytes: number, rounding: 'up' | 'down' | 'nearest' = 'nearest'): string {
  const tenths = (bytes / MB) * 10;
  const rounded = rounding === 'up' ? Math.ceil(tenths) : rounding === 'down' ? Math.floor(tenths) : tenths;
  return `${megabytes.format(Math.round(rounded) / 10)} MB`;
}

const pixels = ({ width, height }: Dimensions) => `${width} × ${height} px`;

/** Why the queue offers to reduce an image, with its size and dimensions. */
export function oversizeImageMessage(
  facts: ImageFacts,
  need: ReductionNeed,
  maxBytes: number = MAX_FILE_SIZE_BYTES,
): string {
  const what = `Imagem de ${formatMegabytes(facts.size, need === 'size' ? 'up' : 'nearest')} (${pixels(facts)})`;
  return need === 'size'
    ? `${what}, acima do limite de ${formatMegabytes(maxBytes)}.`
    : `${what}, acima do limite de ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
}

/** What the reduction made of the image, the original's dimensions kept in view. */
export function reducedImageMessage({ original, reduced }: ImageReduction): string {
  return `Reduzida para ${pixels(reduced)}, ${formatMegabytes(reduced.size, 'down')} (original: ${pixels(original)}, ${formatMegabytes(original.size)}).`;
}

/** The smallest legible reduction is still too large. */
export function reductionTooLargeMessage(
  smallest: ImageFacts,
  maxBytes: number = MAX_FILE_SIZE_BYTES,
): string {
  return `Mesmo reduzida para ${pixels(smallest)}, a imagem fica com ${formatMegabytes(smallest.size, 'up')}, acima do limite de ${formatMegabytes(maxBytes)}. Envie uma foto com menos detalhes ou recortada.`;
}

/** The browser could not decode the image (damaged, or a format it does not draw). */
export function unreadableImageMessage(fileName: string): string {
  return `Não foi possível ler a imagem "${fileName}" para reduzi-la.`;
}

/** Sending an image over the server's 40 megapixels is blocked with the server's own words. */
export function overPixelsMessage(fileName: string): string {
  return `A imagem "${fileName}" tem mais de ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (largura × altura). Reduza a resolução e envie de novo.`;
}
