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
