import { deflateSync } from 'node:zlib';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { PlanoImagemTable } from './schema';
import type { FileStorage } from './storage';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/**
 * A valid greyscale PNG: a dark radial gradient with a lighter band, enough to look like a radiograph
 * thumbnail. `shade` varies the picture between files.
 */
export function demoPng(width = 64, height = 64, shade = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const dx = x / width - 0.5;
      const dy = y / height - 0.5;
      const glow = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) * 2);
      const band = Math.abs(dy + 0.1 * Math.sin((x + shade * 7) / 6)) < 0.08 ? 60 : 0;
      rows[y * (width + 1) + 1 + x] = Math.min(255, Math.round(30 + glow * 150 + band + shade * 5));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF (A4, Helvetica) with the lines given; ASCII text only. */
export function demoPdf(lines: string[]): Buffer {
  const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 14 Tf 72 770 Td 18 TL',
    ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Bytes of a demo file, rebuilt from its key so the store can be refilled at any time. */
function demoFileBytes(chave: string): Buffer {
  const shade = [...chave].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 8;
  return chave.endsWith('.pdf')
    ? demoPdf(['Laudo radiografico - dados de demonstracao', 'Portal do Dentista', `Arquivo ${chave}`])
    : demoPng(96, 96, shade);
}

/** A demo plan file's row; its size is that of the bytes its key rebuilds. Returns its id. */
export async function inserirArquivoDemo(
  trx: Kysely<Database>,
  arquivo: Omit<Insertable<PlanoImagemTable>, 'tamanho'>,
): Promise<number> {
  const { id } = await trx
    .insertInto('planoImagem')
    .values({ ...arquivo, tamanho: demoFileBytes(arquivo.chave).length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Puts the bytes of the demo files in the file store when they are missing (a new DATA_DIR, a fresh bucket,
 * a copied test database). Only keys under `demo/` are touched.
 */
export async function ensureDemoFiles(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const rows = await db
    .selectFrom('planoImagem')
    .select(['chave', 'contentType'])
    .where('chave', 'like', 'demo/%')
    .execute();
  for (const row of rows) {
    if ((await storage.get(row.chave)) === null) {
      await storage.put(row.chave, demoFileBytes(row.chave), row.contentType);
    }
  }
}
