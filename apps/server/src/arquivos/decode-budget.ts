/**
 * Why a file whose first bytes name an accepted type is still refused:
 * - `incompleto`: its structure ends early or points outside the file (cut in half, no PNG IEND, no JPEG
 *   EOI, no GIF trailer, TIFF strips past the end, PDF without %%EOF);
 * - `dimensoes`: an image (or frame, or page) over {@link MAX_IMAGE_MEGAPIXELS} megapixels, or a file whose
 *   images together would take more than {@link MAX_DECODED_BYTES} once decoded: every viewer, the
 *   auditor's browser included, allocates what the header declares before it draws a pixel;
 * - `conteudoAtivo`: a PDF that can run something or leave the file (JavaScript, actions, launch, forms,
 *   embedded files, rich media);
 * - `naoVerificavel`: a PDF our parser cannot read through (a broken object, a filter it does not decode,
 *   encryption), so nothing says it is inert.
 *
 * Everything else is stored as it came and served inert (attachment, nosniff, CSP sandbox), so what
 * these checks cannot see (a polyglot's trailing bytes, say) never runs on the portal's origin.
 */
export type ContentRefusal = 'incompleto' | 'dimensoes' | 'conteudoAtivo' | 'naoVerificavel';

/**
 * Largest image (each frame, page or PDF image) a plan takes, in megapixels: 40 MP is 160 MB once decoded
 * to RGBA in the auditor's browser, and more than any intraoral photo or panoramic radiograph needs (a
 * 100 MP PNG took 400 MB per image). The one place the limit is set; the pt-BR message names it.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** Most memory all of a file's images may take once decoded. */
export const MAX_DECODED_BYTES = 512 * 1024 * 1024;

/** A refusal thrown from deep in a check and caught by its caller. */
export class Refused extends Error {
  constructor(readonly reason: ContentRefusal) {
    super(reason);
  }
}

/** The memory that decoding a file's images takes, refused past the limits. */
export class DecodeBudget {
  private used = 0;

  image(width: number, height: number, bytesPerPixel: number): void {
    if (!(width > 0 && height > 0)) throw new Refused('incompleto');
    const pixels = width * height;
    if (pixels > MAX_IMAGE_PIXELS) throw new Refused('dimensoes');
    // Viewers decode to at least RGBA; deeper samples (16-bit TIFF) take more.
    this.used += pixels * Math.max(4, bytesPerPixel);
    if (this.used > MAX_DECODED_BYTES) throw new Refused('dimensoes');
  }
}
