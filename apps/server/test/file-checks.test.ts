import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from '../src/arquivos/decode-budget';
import { demoPdf } from '../src/arquivos/demonstracao';
import { checkFileContent } from '../src/arquivos/file-checks';
import { MSG_ARQUIVOS } from '../src/arquivos/messages';
import { renderDemonstrativoPdf } from '../src/faturamento/demonstrativo-pdf';
import { renderGuiaPdf } from '../src/guias/impressao/render-guia-pdf';
import {
  GIF,
  gifDeclaring,
  JPEG,
  JS_ACTION,
  jpegDeclaring,
  objectStream,
  onePagePdf,
  PDF_JS_IN_CHAINED_FILTERS,
  PDF_NUL_TERMINATED_NAMES,
  pdf,
  pngDeclaring,
  tiff,
  withIncrementalUpdate,
} from './security-files-fixtures';
import { guiaFixture } from './support/guias-impressao';
import { pngBytes } from './support/planos';

const checkPdf = (bytes: Buffer) => checkFileContent(bytes, 'application/pdf');

describe('PDF check: the object tree as a reader parses it', () => {
  it.each([
    ['names ended by a NUL byte (/JavaScript\\0, /OpenAction\\0)', PDF_NUL_TERMINATED_NAMES],
    [
      'a JavaScript action in an object stream under [/FlateDecode /ASCIIHexDecode]',
      PDF_JS_IN_CHAINED_FILTERS,
    ],
    ['/J#61vaScript in the name tree', onePagePdf('/Names << /J#61vaScript 4 0 R >>', ['<< /Names [] >>'])],
    [
      'a lower-case escape (/Open#41ction) to a Launch action',
      onePagePdf('/Open#41ction << /S /L#61unch >>'),
    ],
    ['a Launch action inside an object stream', onePagePdf('', [objectStream(['<< /S /Launch /F (x) >>'])])],
    [
      'a JavaScript action added by an incremental update',
      withIncrementalUpdate(onePagePdf(), {
        1: `<< /Type /Catalog /Pages 2 0 R /OpenAction ${JS_ACTION} >>`,
      }),
    ],
    ['a SubmitForm action', onePagePdf('', ['<< /S /SubmitForm /F (https://example.com/) >>'])],
    ['an ImportData action', onePagePdf('', ['<< /S /ImportData /F (dados.fdf) >>'])],
    ['a GoToR action (to another file)', onePagePdf('', ['<< /S /GoToR /F (outro.pdf) /D [0 /Fit] >>'])],
    ['a GoToE action (to an embedded file)', onePagePdf('', ['<< /S /GoToE /T << /R /C /N (a) >> >>'])],
    ['an /AA on the catalog', onePagePdf('/AA << /WC << /S /Named /N /Print >> >>')],
    ['an /OpenAction that prints', onePagePdf('/OpenAction << /S /Named /N /Print >>')],
    [
      'an /OpenAction going to a page, then to a web page (/Next)',
      onePagePdf(
        '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://example.com/) >> >>',
      ),
    ],
    [
      'an embedded file stream',
      onePagePdf('', [{ dictionary: '/Type /EmbeddedFile', stream: Buffer.from('MZ') }]),
    ],
    [
      'a file specification with /EF',
      onePagePdf('', ['<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>', '<< >>']),
    ],
    ['a file attachment annotation', onePagePdf('', ['<< /Type /Annot /Subtype /FileAttachment >>'])],
    ['an AcroForm', onePagePdf('/AcroForm << /Fields [] >>')],
    ['an XFA form', onePagePdf('/AcroForm 4 0 R', ['<< /Fields [] /XFA 5 0 R >>', '<< >>'])],
    ['a RichMedia annotation', onePagePdf('', ['<< /Type /Annot /Subtype /RichMedia >>'])],
    ['a Rendition action', onePagePdf('', ['<< /S /Rendition /OP 0 >>'])],
  ])('should refuse %s as active', async (_label, bytes) => {
    expect(await checkPdf(bytes)).toBe('conteudoAtivo');
  });

  it.each([
    ['an encrypted file (/Encrypt in the trailer)', pdfWithTrailer('/Encrypt 4 0 R')],
    [
      'a stream under a filter we do not decode',
      onePagePdf('', [{ dictionary: '/Filter /Foo', stream: Buffer.from('x') }]),
    ],
    [
      'a stream whose deflate data is broken',
      onePagePdf('', [{ dictionary: '/Filter /FlateDecode', stream: Buffer.from('not zlib at all') }]),
    ],
    [
      'a decompression bomb (64 MB of zeros in 64 KB)',
      onePagePdf('', [
        { dictionary: '/Filter /FlateDecode', stream: deflateSync(Buffer.alloc(64 * 1024 * 1024)) },
      ]),
    ],
    ['an object the parser cannot read', onePagePdf('', ['<< /A [1 2 >> ]]]'])],
    ['a file with no objects after its header', Buffer.from('%PDF-1.7\n)))garbage(((\n%%EOF\n')],
    ['arrays nested 100,000 deep', onePagePdf('', [`${'['.repeat(100_000)}${']'.repeat(100_000)}`])],
  ])('should refuse %s as unreadable', async (_label, bytes) => {
    expect(await checkPdf(bytes)).toBe('naoVerificavel');
  });

  it('should refuse a PDF cut before %%EOF as incomplete', async () => {
    const whole = onePagePdf('', [{ dictionary: '', stream: Buffer.alloc(4096, 0x20) }]);
    expect(await checkPdf(whole.subarray(0, whole.length / 2))).toBe('incompleto');
  });

  it('should refuse an image inside a PDF over the megapixel limit', async () => {
    const image = (width: number, height: number) =>
      onePagePdf('', [
        {
          dictionary: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /DCTDecode`,
          stream: JPEG,
        },
      ]);
    expect(await checkPdf(image(8_000, 5_000))).toBeNull();
    expect(await checkPdf(image(8_000, 5_001))).toBe('dimensoes');
  });

  it.each([
    ['a page that opens at itself (/OpenAction [3 0 R /Fit])', onePagePdf('/OpenAction [3 0 R /Fit]')],
    [
      'an /OpenAction that goes to a page (LaTeX hyperref)',
      onePagePdf('/OpenAction 4 0 R', ['<< /S /GoTo /D [3 0 R /Fit] >>']),
    ],
    [
      'a link to a web page (/URI, chosen to be allowed)',
      onePagePdf('', ['<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/) >> >>']),
    ],
    [
      'a font in an object stream',
      onePagePdf('', [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])]),
    ],
    [
      'an object stream under [/FlateDecode /ASCIIHexDecode]',
      onePagePdf('', [objectStream(['<< /Producer (x) >>'], '[/FlateDecode /ASCIIHexDecode]')]),
    ],
    ['a harmless incremental update', withIncrementalUpdate(onePagePdf(), { 4: '<< /Title (Laudo) >>' })],
    ['an array of 300,000 numbers', onePagePdf('', [`[${'0 '.repeat(300_000)}]`])],
    ['the demo laudo of the seeded plans', demoPdf(['Laudo radiografico', 'Portal do Dentista'])],
    ['a words "JavaScript" in the text of a content stream', demoPdf(['/JavaScript /OpenAction /Launch'])],
  ])('should accept %s', async (_label, bytes) => {
    expect(await checkPdf(bytes)).toBeNull();
  });

  it('should accept the PDFs the server prints itself with pdfkit (the guide and the statement)', async () => {
    expect(await checkPdf(await renderGuiaPdf(guiaFixture()))).toBeNull();
    const demonstrativo = await renderDemonstrativoPdf({
      numeroDemonstrativo: 'DEM-0001',
      emitidoEm: new Date('2026-11-05T12:00:00Z'),
      operadora: { nome: 'Odonto Cooperativa', registroANS: '123456', cnpj: '11222333000181' },
      dentista: { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP' },
      numeroLote: 'L-1',
      protocolo: 'P-1',
      dataPagamento: '2026-11-10',
      formaPagamento: 'pix',
      guias: [
        {
          numeroGuiaPrestador: 'PTO-0042-01',
          beneficiario: 'João Conceição',
          carteira: '0001234500012',
          linhas: [
            {
              procedimento: 'Restauração',
              local: '16 MO',
              dataRealizacao: '2026-10-20',
              informado: 120,
              glosado: 0,
              liberado: 120,
              glosa: null,
            },
          ],
        },
      ],
      totais: { informado: 120, glosado: 0, coparticipacao: 0, liberado: 120 },
      creditos: [],
    });
    expect(await checkPdf(demonstrativo)).toBeNull();
  });

  it('should check a 2 MB PDF of compressed pages in well under a second', async () => {
    const bytes = largePdf(2 * 1024 * 1024);
    expect(bytes.length).toBeGreaterThan(1.9 * 1024 * 1024);
    const started = performance.now();
    expect(await checkPdf(bytes)).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe(`images above ${MAX_IMAGE_MEGAPIXELS} megapixels`, () => {
  it('should set the limit in one place and name it in the message', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(MSG_ARQUIVOS.dimensoes('foto.png')).toBe(
      'A imagem "foto.png" tem mais de 40 megapixels (largura × altura). Reduza a resolução e envie de novo.',
    );
  });

  it.each([
    ['PNG', (w: number, h: number) => pngDeclaring(w, h), 'image/png'],
    ['JPEG', (w: number, h: number) => jpegDeclaring(w, h), 'image/jpeg'],
    ['GIF', (w: number, h: number) => gifDeclaring(w, h), 'image/gif'],
  ] as const)(
    'should read a %s header: 40 MP stored, one row more refused',
    async (_type, declaring, type) => {
      expect(await checkFileContent(declaring(8_000, 5_000), type)).toBeNull();
      expect(await checkFileContent(declaring(8_000, 5_001), type)).toBe('dimensoes');
      // The 100-megapixel PNG of the report.
      expect(await checkFileContent(declaring(10_000, 10_000), type)).toBe('dimensoes');
    },
  );

  it('should read a TIFF page header the same way', async () => {
    const page = (width: number, height: number) =>
      tiff([{ width, height, compression: 8, data: Buffer.alloc(8) }]);
    expect(await checkFileContent(page(8_000, 5_000), 'image/tiff')).toBeNull();
    expect(await checkFileContent(page(8_000, 5_001), 'image/tiff')).toBe('dimensoes');
  });

  it.each([
    ['a PNG cut inside its header', pngBytes().subarray(0, 20), 'image/png'],
    ['a PNG whose header declares 0 × 0', pngDeclaring(0, 0), 'image/png'],
    ['a PNG whose first chunk is not IHDR', pngWithFirstChunk('IDAT'), 'image/png'],
    [
      'a JPEG cut inside its frame header',
      JPEG.subarray(0, JPEG.indexOf(Buffer.from([0xff, 0xc0])) + 5),
      'image/jpeg',
    ],
    ['a JPEG whose frame header declares 0 × 0', jpegDeclaring(0, 0), 'image/jpeg'],
    ['a GIF of 6 bytes', GIF.subarray(0, 6), 'image/gif'],
  ] as const)('should refuse %s as incomplete, not crash', async (_label, bytes, type) => {
    expect(await checkFileContent(bytes, type)).toBe('incompleto');
  });
});

/** A PDF whose trailer carries `extra`. */
function pdfWithTrailer(extra: string): Buffer {
  return pdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
    ],
    { trailer: extra },
  );
}

/** The real PNG with its first chunk's type replaced. */
function pngWithFirstChunk(type: string): Buffer {
  const bytes = Buffer.from(pngBytes());
  bytes.write(type, 12, 'latin1');
  return bytes;
}

/** About `size` bytes of PDF: pages whose deflated content streams draw numbers (as a scanned report's). */
function largePdf(size: number): Buffer {
  const objects: Parameters<typeof pdf>[0] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, once the pages are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  let total = 0;
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  while (total < size) {
    const lines = Array.from({ length: 2_000 }, () => `${next() % 600} ${next() % 800} Td (${next()}) Tj`);
    const stream = deflateSync(Buffer.from(`BT /F1 8 Tf\n${lines.join('\n')}\nET`, 'latin1'));
    total += stream.length;
    const number = objects.length + 1;
    objects.push({ dictionary: '/Filter /FlateDecode', stream });
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${number} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    kids.push(`${number + 1} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  return pdf(objects);
}
