import { MAX_FILE_SIZE_BYTES } from './constants';
import {
  type Dimensions,
  type ImageFacts,
  REDUCED_JPEG_QUALITY,
  reducedFileName,
  reductionSteps,
} from './downscale';

/** The image's dimensions as it is seen (EXIF orientation applied) and its size; rejects if it cannot be read. */
export async function readImageFacts(file: Blob): Promise<ImageFacts> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const facts = { width: bitmap.width, height: bitmap.height, size: file.size };
  bitmap.close();
  return facts;
}

/** The outcome of a reduction: the file to send, or the smallest reduction tried, still too large. */
export type ReduceImageResult =
  | { ok: true; file: File; original: ImageFacts; reduced: ImageFacts }
  | { ok: false; original: ImageFacts; smallest: ImageFacts };

/** Encodes the image at the given size as a JPEG. */
async function encodeJpeg(source: ImageBitmap, { width, height }: Dimensions): Promise<Blob> {
  // The browser's high-quality resampling in one step: drawing a 4000 px image straight onto a 1600 px
  // canvas skips pixels and aliases a radiograph's fine lines.
  const resized = await createImageBitmap(source, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  try {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Sem contexto 2D para reduzir a imagem.');
      paint(context, resized);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: REDUCED_JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Sem contexto 2D para reduzir a imagem.');
    paint(context, resized);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('A imagem reduzida não pôde ser gerada.'))),
        'image/jpeg',
        REDUCED_JPEG_QUALITY,
      ),
    );
  } finally {
    resized.close();
  }
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, image: ImageBitmap) {
  // JPEG has no transparency: a PNG's transparent parts become white (as on paper), not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  // A greyscale radiograph stays grey: equal red, green and blue encode as neutral chroma, which JPEG
  // stores in next to no bytes, so no separate greyscale path is worth its code.
  context.drawImage(image, 0, 0);
}

/**
 * Reduces a JPEG or PNG in the browser until it fits `maxBytes` (default 2 MB): the long side in steps down to
 * 1600 px (see `reductionSteps`), aspect ratio and EXIF orientation kept, as a JPEG of quality 0.9; stops
 * at the first step that fits. Rejects when the browser cannot decode the file.
 */
export async function reduceImage(
  file: File,
  { maxBytes = MAX_FILE_SIZE_BYTES }: { maxBytes?: number } = {},
): Promise<ReduceImageResult> {
  const source = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const original = { width: source.width, height: source.height, size: file.size };
    let smallest: ImageFacts = original;
    for (const step of reductionSteps(original)) {
      const blob = await encodeJpeg(source, step);
      smallest = { ...step, size: blob.size };
      if (blob.size <= maxBytes) {
        const reducedFile = new File([blob], reducedFileName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        });
        return { ok: true, file: reducedFile, original, reduced: smallest };
      }
    }
    return { ok: false, original, smallest };
  } finally {
    source.close();
  }
}
