import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from './constants';
import { REDUCTION_LONG_SIDES } from './downscale';
import { readImageFacts, reduceImage } from './reduceImage';
import { hugeFlatPng, largePhotoJpeg } from './sampleFiles';

/** The pixels of an image file as the browser draws it. */
async function pixelsOf(file: Blob) {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

// Real Chromium: the canvas part of the downscale (the sizing rules have their unit tests in downscale.test.ts).
describe('reduceImage', () => {
  it('should bring a 12 MP phone photo over 2 MB within the limit at a step of the long side, aspect kept', async () => {
    const photo = await largePhotoJpeg('IMG_2041.jpg');
    expect(photo.size).toBeGreaterThan(MAX_FILE_SIZE_BYTES);

    const result = await reduceImage(photo);
    if (!result.ok) throw new Error(`não coube: ${JSON.stringify(result.smallest)}`);
    expect(result.original).toEqual({ width: 4032, height: 3024, size: photo.size });
    expect(result.file.size).toBeLessThanOrEqual(MAX_FILE_SIZE_BYTES);
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.name).toBe('IMG_2041.jpg');
    expect(REDUCTION_LONG_SIDES).toContain(result.reduced.width);
    expect(result.reduced.height).toBe(Math.round((result.reduced.width * 3) / 4));
    // What it says is what the file is.
    expect(await readImageFacts(result.file)).toEqual(result.reduced);
    expect(result.reduced.size).toBe(result.file.size);
  });

  it('should honour the EXIF orientation: a photo taken with the phone turned stays upright', async () => {
    const photo = await largePhotoJpeg('vertical.jpg', { width: 2400, height: 1800, orientation: 6 });
    expect(await readImageFacts(photo)).toMatchObject({ width: 1800, height: 2400 });
    const result = await reduceImage(photo, { maxBytes: photo.size - 1 });
    if (!result.ok) throw new Error('não coube');
    expect(result.reduced.height).toBeGreaterThan(result.reduced.width);
    expect(await readImageFacts(result.file)).toMatchObject({
      width: result.reduced.width,
      height: result.reduced.height,
    });
  });

  it('should keep a greyscale radiograph grey', async () => {
    const photo = await largePhotoJpeg('rx.jpg', { width: 2000, height: 1500 });
    const result = await reduceImage(photo, { maxBytes: photo.size - 1 });
    if (!result.ok) throw new Error('não coube');
    const { data } = await pixelsOf(result.file);
    let largestSpread = 0;
    for (let offset = 0; offset < data.length; offset += 4 * 97) {
      const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
      largestSpread = Math.max(largestSpread, Math.max(r, g, b) - Math.min(r, g, b));
    }
    expect(largestSpread).toBeLessThanOrEqual(2);
  });

  it('should stop at 1600 px and say what the smallest try weighed when nothing fits', async () => {
    const photo = await largePhotoJpeg('grande.jpg');
    const result = await reduceImage(photo, { maxBytes: 10_000 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.smallest).toMatchObject({ width: 1600, height: 1200 });
    expect(result.smallest.size).toBeGreaterThan(10_000);
  });

  it('should bring a PNG over 40 megapixels (small in bytes) to 3000 px on its long side, as a JPEG', async () => {
    const png = await hugeFlatPng('panoramica.png');
    expect(png.size).toBeLessThan(MAX_FILE_SIZE_BYTES);
    const result = await reduceImage(png);
    if (!result.ok) throw new Error('não coube');
    expect(result.original).toMatchObject({ width: 8200, height: 5000 });
    expect(result.reduced).toMatchObject({ width: 3000, height: 1829 });
    expect(result.file.name).toBe('panoramica.jpg');
    expect(result.file.type).toBe('image/jpeg');
  });

  it('should refuse a file the browser cannot decode', async () => {
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], 'quebrada.jpg', {
      type: 'image/jpeg',
    });
    await expect(reduceImage(broken)).rejects.toThrow();
  });
});
