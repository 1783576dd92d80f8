import { describe, expect, it } from 'vitest';
import { checkQueueBeforeSend, type QueuedFile, queueReducer } from './queue';
import type { FileLike } from './validation';

const entry = (id: string, imageTypeId: number | null): QueuedFile<FileLike> => ({
  id,
  file: { name: `${id}.png`, type: 'image/png', size: 100 },
  imageTypeId,
});

describe('checkQueueBeforeSend', () => {
  it.each([
    {
      title: 'an empty queue',
      items: [],
      expected: { ok: false, message: 'Não existem arquivos para serem enviados', missingTypeIds: [] },
    },
    {
      title: 'one file without type',
      items: [entry('a', 1), entry('b', null)],
      expected: {
        ok: false,
        message: 'É necessário selecionar o Tipo de arquivo para 1 anexo(s).',
        missingTypeIds: ['b'],
      },
    },
    {
      title: 'two files without type',
      items: [entry('a', null), entry('b', 2), entry('c', null)],
      expected: {
        ok: false,
        message: 'É necessário selecionar o Tipo de arquivo para 2 anexo(s).',
        missingTypeIds: ['a', 'c'],
      },
    },
    { title: 'every file typed', items: [entry('a', 1), entry('b', 2)], expected: { ok: true } },
  ])('should answer for $title', ({ items, expected }) => {
    expect(checkQueueBeforeSend(items)).toEqual(expected);
  });
});

describe('queueReducer', () => {
  const start = [entry('a', null), entry('b', 3)];

  it.each([
    {
      title: 'add appends in order',
      action: { type: 'add', items: [entry('c', null)] },
      ids: ['a', 'b', 'c'],
      types: [null, 3, null],
    },
    { title: 'remove drops only that entry', action: { type: 'remove', id: 'a' }, ids: ['b'], types: [3] },
    {
      title: 'remove of an unknown id changes nothing',
      action: { type: 'remove', id: 'z' },
      ids: ['a', 'b'],
      types: [null, 3],
    },
    {
      title: 'set-type types one entry',
      action: { type: 'set-type', id: 'a', imageTypeId: 7 },
      ids: ['a', 'b'],
      types: [7, 3],
    },
    {
      title: 'set-type can unset',
      action: { type: 'set-type', id: 'b', imageTypeId: null },
      ids: ['a', 'b'],
      types: [null, null],
    },
    { title: 'clear empties the queue', action: { type: 'clear' }, ids: [], types: [] },
  ] as const)('should hold that $title', ({ action, ids, types }) => {
    const next = queueReducer(start, action as Parameters<typeof queueReducer<FileLike>>[1]);
    expect(next.map((item) => item.id)).toEqual(ids);
    expect(next.map((item) => item.imageTypeId)).toEqual(types);
  });

  it('should put the reduced image in place of the original, keeping its type', () => {
    const reducedFile = { name: 'a.jpg', type: 'image/jpeg', size: 50 };
    const reduction = {
      original: { width: 4032, height: 3024, size: 100 },
      reduced: { width: 2400, height: 1800, size: 50 },
    };
    const next = queueReducer(start, { type: 'reduced', id: 'b', file: reducedFile, reduction });
    expect(next[1]).toEqual({ id: 'b', file: reducedFile, imageTypeId: 3, reduction });
    expect(next[0]).toBe(start[0]);
  });

  it('should mark one entry as being sent, then cancelled, then waiting again', () => {
    const sending = queueReducer(start, { type: 'set-upload', id: 'a', upload: 'sending' });
    expect(sending.map((item) => item.upload)).toEqual(['sending', undefined]);
    const cancelled = queueReducer(sending, { type: 'set-upload', id: 'a', upload: 'cancelled' });
    expect(cancelled[0]?.upload).toBe('cancelled');
    const waiting = queueReducer(cancelled, { type: 'set-upload', id: 'a', upload: undefined });
    expect(waiting[0]).toEqual(entry('a', null));
  });

  it('should not mutate the previous queue', () => {
    const before = structuredClone(start);
    queueReducer(start, { type: 'set-type', id: 'a', imageTypeId: 1 });
    queueReducer(start, { type: 'remove', id: 'b' });
    expect(start).toEqual(before);
  });
});
