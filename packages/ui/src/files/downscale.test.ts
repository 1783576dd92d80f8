import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from './constants';
import {
  formatMegabytes,
  isReducibleImage,
  MAX_IMAGE_PIXELS,
  oversizeImageMessage,
  reducedFileName,
  reducedImageMessage,
  reductionNeed,
  reductionSteps,
  reductionTooLargeMessage,
  scaledToLongSide,
} from './downscale';

const MB = 1024 * 1024;

describe('isReducibleImage', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', true],
    ['raio-x.png', 'image/png', true],
    ['foto.jfif', '', true],
    ['foto.JPEG', '', true],
    ['anim.gif', 'image/gif', false],
    ['rx.tiff', 'image/tiff', false],
    ['laudo.pdf', 'application/pdf', false],
    ['laudo.pdf', '', false],
  ])('should say %s (%s) can be reduced: %s', (name, type, expected) => {
    expect(isReducibleImage({ name, type })).toBe(expected);
  });
});

describe('reductionNeed', () => {
  it('should ask for a reduction of a file over the size limit, dimensions known or not', () => {
    expect(reductionNeed(MAX_FILE_SIZE_BYTES + 1, undefined)).toBe('size');
    expect(reductionNeed(4.2 * MB, { width: 4032, height: 3024 })).toBe('size');
  });

  it('should ask for a reduction of an image over 40 megapixels even when its file is small', () => {
    expect(reductionNeed(MB, { width: 8000, height: 5001 })).toBe('pixels');
    expect(reductionNeed(MB, { width: 8000, height: 5000 })).toBeNull();
  });

  it('should let a file within both limits go as it is', () => {
    expect(reductionNeed(MAX_FILE_SIZE_BYTES, { width: 4032, height: 3024 })).toBeNull();
    expect(reductionNeed(3 * MB, undefined, 5 * MB)).toBeNull();
  });
});

describe('scaledToLongSide', () => {
  it('should keep the aspect ratio, whichever side is long', () => {
    expect(scaledToLongSide({ width: 4032, height: 3024 }, 2400)).toEqual({ width: 2400, height: 1800 });
    expect(scaledToLongSide({ width: 3024, height: 4032 }, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(scaledToLongSide({ width: 5000, height: 1 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('reductionSteps', () => {
  it('should step a 12 MP phone photo down to 3000, 2400, 2000 and 1600 px on its long side', () => {
    expect(reductionSteps({ width: 4032, height: 3024 })).toEqual([
      { width: 3000, height: 2250 },
      { width: 2400, height: 1800 },
      { width: 2000, height: 1500 },
      { width: 1600, height: 1200 },
    ]);
  });

  it('should first try an image already within 3000 px at its own size, then the smaller steps', () => {
    expect(reductionSteps({ width: 2500, height: 1250 })).toEqual([
      { width: 2500, height: 1250 },
      { width: 2400, height: 1200 },
      { width: 2000, height: 1000 },
      { width: 1600, height: 800 },
    ]);
  });

  it('should never go below 1600 px: a smaller image is only re-encoded', () => {
    expect(reductionSteps({ width: 1200, height: 1500 })).toEqual([{ width: 1200, height: 1500 }]);
    expect(reductionSteps({ width: 1600, height: 1000 })).toEqual([{ width: 1600, height: 1000 }]);
  });

  it('should bring an image over 40 megapixels within the limit at its first step', () => {
    const [first] = reductionSteps({ width: 9000, height: 6000 });
    expect(first).toEqual({ width: 3000, height: 2000 });
    expect((first?.width ?? 0) * (first?.height ?? 0)).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  });

  it('should give nothing to try for an empty image', () => {
    expect(reductionSteps({ width: 0, height: 10 })).toEqual([]);
  });
});

describe('reducedFileName', () => {
  it('should name the reduced file as the JPEG it is', () => {
    expect(reducedFileName('periapical 16.png')).toBe('periapical 16.jpg');
    expect(reducedFileName('IMG_2041.JPEG')).toBe('IMG_2041.jpg');
    expect(reducedFileName('foto')).toBe('foto.jpg');
    expect(reducedFileName('.png')).toBe('.png.jpg');
  });
});

describe('formatMegabytes', () => {
  it('should write megabytes with one decimal in pt-BR, the limit without one', () => {
    expect(formatMegabytes(4.2 * MB)).toBe('4,2 MB');
    expect(formatMegabytes(MAX_FILE_SIZE_BYTES)).toBe('2 MB');
    expect(formatMegabytes(1_650_000)).toBe('1,6 MB');
  });

  it('should round a size over a limit up and one under it down, so neither reads as the limit', () => {
    expect(formatMegabytes(MAX_FILE_SIZE_BYTES + 1, 'up')).toBe('2,1 MB');
    expect(formatMegabytes(MAX_FILE_SIZE_BYTES - 1, 'down')).toBe('1,9 MB');
  });
});

describe('messages', () => {
  it('should state the size and the dimensions of an image over the size limit', () => {
    expect(oversizeImageMessage({ size: 4.2 * MB, width: 4032, height: 3024 }, 'size')).toBe(
      'Imagem de 4,2 MB (4032 × 3024 px), acima do limite de 2 MB.',
    );
  });

  it('should state the 40 megapixels of an image the server would refuse for its dimensions', () => {
    expect(oversizeImageMessage({ size: 1.5 * MB, width: 9000, height: 6000 }, 'pixels')).toBe(
      'Imagem de 1,5 MB (9000 × 6000 px), acima do limite de 40 megapixels.',
    );
  });

  it('should state the result of a reduction and the original it came from', () => {
    expect(
      reducedImageMessage({
        original: { size: 4.2 * MB, width: 4032, height: 3024 },
        reduced: { size: 1.6 * MB, width: 2400, height: 1800 },
      }),
    ).toBe('Reduzida para 2400 × 1800 px, 1,6 MB (original: 4032 × 3024 px, 4,2 MB).');
  });

  it('should say when even the smallest legible reduction does not fit', () => {
    expect(reductionTooLargeMessage({ size: 2.3 * MB, width: 1600, height: 1200 })).toBe(
      'Mesmo reduzida para 1600 × 1200 px, a imagem fica com 2,3 MB, acima do limite de 2 MB. Envie uma foto com menos detalhes ou recortada.',
    );
  });
});
