// Generated sample images and files for stories and browser tests. Nothing is fetched: every image is
// drawn on a canvas here. Not exported by the package.

export interface SampleImageOptions {
  /** Text drawn on the image, e.g. 'Panorâmica'. */
  label: string;
  /** Hue (0-360) of the tooth shapes, so that samples are told apart. */
  hue?: number;
  width?: number;
  height?: number;
}

/**
 * A small radiograph-like PNG as a data URL. An arrow in the top-left corner makes rotation and mirroring
 * visible.
 */
export function samplePngDataUrl({
  label,
  hue = 190,
  width = 320,
  height = 200,
}: SampleImageOptions): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');

  context.fillStyle = '#111827';
  context.fillRect(0, 0, width, height);
  context.fillStyle = `hsl(${hue} 30% 80%)`;
  const toothWidth = width / 8;
  for (let index = 0; index < 6; index += 1) {
    context.beginPath();
    context.ellipse(
      toothWidth * (index + 1.5),
      height * 0.55,
      toothWidth * 0.38,
      height * 0.28,
      0,
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  context.fillStyle = '#facc15';
  context.beginPath();
  context.moveTo(12, 12);
  context.lineTo(52, 12);
  context.lineTo(12, 44);
  context.closePath();
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = '600 16px sans-serif';
  context.fillText(label, 60, 30);
  return canvas.toDataURL('image/png');
}

/** A real PNG file (so that previews draw) named as given. */
export function samplePngFile(name: string, options: Omit<SampleImageOptions, 'label'> = {}): File {
  const dataUrl = samplePngDataUrl({ label: name, ...options });
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A file of exactly `size` bytes with the given declared type (for type and size checks). */
export function sampleFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A one-page PDF saying `text`, as an object URL a link can open. */
export function samplePdfUrl(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
}

export interface LargePhotoOptions {
  width?: number;
  height?: number;
  /** Amplitude (0-255) of the film grain: more grain, more bytes, as in a phone photo of a radiograph. */
  grain?: number;
  /** EXIF orientation written into the file (6: the camera was turned, the viewer turns it 90° clockwise). */
  orientation?: number;
}

/** A small deterministic pseudo-random generator, so that a sample's size is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The APP1 segment of an EXIF block holding only the orientation tag (big-endian TIFF, one IFD entry). */
function exifOrientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/**
 * A greyscale radiograph-like photo as a JPEG of quality 0.95 (4032 × 3024 by default, a phone camera's 12 MP):
 * teeth drawn on dark film, with grain that makes it weigh what a phone photo weighs (several MB).
 */
export async function largePhotoJpeg(name: string, options: LargePhotoOptions = {}): Promise<File> {
  const { width = 4032, height = 3024, grain = 60, orientation } = options;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1f1f1f');
  gradient.addColorStop(1, '#3a3a3a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#c8c8c8';
  const toothWidth = width / 8;
  for (let index = 0; index < 6; index += 1) {
    context.beginPath();
    context.ellipse(
      toothWidth * (index + 1.5),
      height * 0.55,
      toothWidth * 0.38,
      height * 0.28,
      0,
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  const image = context.getImageData(0, 0, width, height);
  const random = seeded(34);
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const noise = (random() - 0.5) * grain;
    const value = Math.max(0, Math.min(255, (image.data[offset] ?? 0) + noise));
    image.data[offset] = value;
    image.data[offset + 1] = value;
    image.data[offset + 2] = value;
  }
  context.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  let bytes = new Uint8Array(await blob.arrayBuffer());
  if (orientation !== undefined) {
    // Right after the SOI marker, where cameras write it.
    const segment = exifOrientationSegment(orientation);
    const withExif = new Uint8Array(bytes.length + segment.length);
    withExif.set(bytes.subarray(0, 2));
    withExif.set(segment, 2);
    withExif.set(bytes.subarray(2), 2 + segment.length);
    bytes = withExif;
  }
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** A flat PNG larger than the server's 40 megapixels yet small in bytes (it compresses to almost nothing). */
export async function hugeFlatPng(name: string, width = 8200, height = 5000): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  context.fillStyle = '#202020';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#d0d0d0';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}
