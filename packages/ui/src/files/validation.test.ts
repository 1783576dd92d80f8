import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from './constants';
import {
  type FileLike,
  hasAcceptedType,
  isPdfFileName,
  isPreviewableImage,
  validateFileSelection,
} from './validation';

const file = (name: string, type: string, size = 1024): FileLike => ({ name, type, size });

describe('hasAcceptedType', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', true],
    ['foto.JPEG', 'image/jpeg', true],
    ['foto.jfif', 'image/jpeg', true],
    ['foto.jfif', '', true],
    ['raio-x.png', 'image/png', true],
    ['anim.gif', 'image/gif', true],
    ['scan.tiff', 'image/tiff', true],
    ['scan.tiff', '', true],
    ['laudo.pdf', 'application/pdf', true],
    ['laudo.PDF', 'APPLICATION/PDF', true],
    ['scan.tif', 'image/tiff', true],
    ['scan.TIF', '', true],
    ['foto.webp', 'image/webp', false],
    ['notas.txt', 'text/plain', false],
    ['foto.png', 'text/plain', false],
    ['programa.exe', 'application/pdf', false],
    ['sem-extensao', 'image/png', false],
    ['sem-extensao', '', false],
  ])('should judge %j declared as %j accepted: %j', (name, type, expected) => {
    expect(hasAcceptedType(file(name, type))).toBe(expected);
  });
});

describe('validateFileSelection', () => {
  const names = (files: readonly FileLike[]) => files.map((f) => f.name);

  it.each([
    {
      title: 'a file of exactly 2 MB is accepted',
      files: [file('limite.png', 'image/png', MAX_FILE_SIZE_BYTES)],
      currentCount: 0,
      accepted: ['limite.png'],
      messages: [],
    },
    {
      title: 'one byte over 2 MB is rejected for size',
      files: [file('grande.pdf', 'application/pdf', MAX_FILE_SIZE_BYTES + 1)],
      currentCount: 0,
      accepted: [],
      messages: ['Arquivo "grande.pdf" excede o limite de 2 MB.'],
    },
    {
      title: 'a wrong type is reported as type even when too large',
      files: [file('video.mp4', 'video/mp4', MAX_FILE_SIZE_BYTES * 3)],
      currentCount: 0,
      accepted: [],
      messages: ['Arquivo "video.mp4" possui tipo inválido.'],
    },
    {
      title: 'saved and queued files count against the limit of 10',
      files: [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')],
      currentCount: 8,
      accepted: ['a.png', 'b.png'],
      messages: ['Arquivo "c.png" não pode ser adicionado, pois você atingiu a quantidade máxima.'],
    },
    {
      title: 'rejected files do not use up the limit',
      files: [file('x.txt', 'text/plain'), file('a.png', 'image/png'), file('b.png', 'image/png')],
      currentCount: 9,
      accepted: ['a.png'],
      messages: [
        'Arquivo "x.txt" possui tipo inválido.',
        'Arquivo "b.png" não pode ser adicionado, pois você atingiu a quantidade máxima.',
      ],
    },
    {
      title: 'a full plan refuses every valid file',
      files: [file('a.png', 'image/png')],
      currentCount: 10,
      accepted: [],
      messages: ['Arquivo "a.png" não pode ser adicionado, pois você atingiu a quantidade máxima.'],
    },
    {
      title: 'an empty selection gives nothing',
      files: [],
      currentCount: 0,
      accepted: [],
      messages: [],
    },
  ])('should hold that $title', ({ files, currentCount, accepted, messages }) => {
    const result = validateFileSelection(files, { currentCount });
    expect(names(result.accepted)).toEqual(accepted);
    expect(result.rejected.map((r) => r.message)).toEqual(messages);
  });

  it('should give each rejection its reason and the original file object', () => {
    const tooBig = file('grande.png', 'image/png', MAX_FILE_SIZE_BYTES + 1);
    const { rejected } = validateFileSelection([tooBig], { currentCount: 0 });
    expect(rejected).toEqual([
      { file: tooBig, reason: 'too-large', message: 'Arquivo "grande.png" excede o limite de 2 MB.' },
    ]);
    expect(rejected[0]?.file).toBe(tooBig);
  });

  it('should honour custom limits', () => {
    const selection = [
      file('a.png', 'image/png', 600),
      file('b.png', 'image/png', 400),
      file('c.png', 'image/png', 1),
    ];
    const result = validateFileSelection(selection, { currentCount: 0, maxFiles: 1, maxFileSize: 500 });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(result.rejected.map((r) => r.reason)).toEqual(['too-large', 'limit-reached']);
  });

  it('should accept JPEG and PNG images over the size when the queue offers their reduction, not other files', () => {
    const over = MAX_FILE_SIZE_BYTES + 1;
    const selection = [
      file('foto.jpg', 'image/jpeg', over),
      file('rx.png', 'image/png', over),
      file('laudo.pdf', 'application/pdf', over),
      file('rx.tiff', 'image/tiff', over),
    ];
    const result = validateFileSelection(selection, { currentCount: 0, offerReduction: true });
    expect(result.accepted.map((f) => f.name)).toEqual(['foto.jpg', 'rx.png']);
    expect(result.rejected.map((r) => r.file.name)).toEqual(['laudo.pdf', 'rx.tiff']);
    // They still count against the 10 files of a plan.
    const full = validateFileSelection(selection.slice(0, 1), { currentCount: 10, offerReduction: true });
    expect(full.rejected.map((r) => r.reason)).toEqual(['limit-reached']);
  });
});

describe('isPreviewableImage', () => {
  it.each([
    ['a.jpg', 'image/jpeg', true],
    ['a.png', 'image/png', true],
    ['a.gif', 'image/gif', true],
    ['a.jfif', '', true],
    ['a.tiff', 'image/tiff', false],
    ['a.pdf', 'application/pdf', false],
    ['a.pdf', '', false],
  ])('should say %j (%j) previewable: %j', (name, type, expected) => {
    expect(isPreviewableImage({ name, type })).toBe(expected);
  });
});

describe('isPdfFileName', () => {
  it.each([
    ['laudo.pdf', true],
    ['LAUDO.PDF', true],
    ['https://files.example/plano/7/laudo.pdf?token=abc', true],
    ['https://files.example/plano/7/foto.png', false],
    ['pdf', false],
    ['arquivo.pdf.png', false],
  ])('should say %j is a PDF: %j', (name, expected) => {
    expect(isPdfFileName(name)).toBe(expected);
  });
});
