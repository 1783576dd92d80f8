import { describe, expect, it } from 'vitest';
import { recordsListCodec, recordsQuery } from './listQuery';

const STATUSES = ['nao_recorrida', 'aceita'] as const;
const codec = recordsListCodec('idLote', STATUSES);
const read = (search: string) => codec.read(new URLSearchParams(search));

describe('a list query in the address', () => {
  it('should read search, filter, tab and page', () => {
    expect(read('busca=Maria&idLote=10&status=aceita&pagina=3')).toEqual({
      busca: 'Maria',
      filter: '10',
      status: 'aceita',
      ordenarPor: null,
      ordem: null,
      page: 3,
    });
  });

  it('should read an empty address as the first page of everything', () => {
    expect(read('')).toEqual({ busca: '', filter: '', status: null, ordenarPor: null, ordem: null, page: 1 });
  });

  it.each([
    ['status=archived', { status: null }],
    ['pagina=0', { page: 1 }],
    ['pagina=-2', { page: 1 }],
    ['pagina=abc', { page: 1 }],
  ])('should ignore a value the server would refuse (%s)', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('should go back to page 1 on any change but the page', () => {
    const params = new URLSearchParams('status=aceita&pagina=3');
    expect(codec.change(params, { busca: 'Maria' }).toString()).toBe('status=aceita&busca=Maria');
    expect(codec.change(params, { page: 4 }).toString()).toBe('status=aceita&pagina=4');
  });

  it('should remove a value set to null or empty, and keep the others', () => {
    const params = new URLSearchParams('status=aceita&busca=Maria&idLote=10');
    expect(codec.change(params, { status: null }).toString()).toBe('busca=Maria&idLote=10');
    expect(codec.change(params, { busca: '' }).toString()).toBe('status=aceita&idLote=10');
  });

  it('should build each change on the one before (a tab, then a search)', () => {
    const afterTab = codec.change(new URLSearchParams('status=aceita'), { status: null });
    expect(codec.change(afterTab, { busca: 'Maria' }).toString()).toBe('busca=Maria');
  });
});

describe('a sortable list in the address', () => {
  const sortable = recordsListCodec('idLote', STATUSES, ['dataAnalise', 'valorGlosado'] as const);

  it('should read a column and direction the server takes, and ignore others', () => {
    expect(sortable.read(new URLSearchParams('ordenarPor=valorGlosado&ordem=asc'))).toMatchObject({
      ordenarPor: 'valorGlosado',
      ordem: 'asc',
    });
    expect(sortable.read(new URLSearchParams('ordenarPor=paciente&ordem=cima'))).toMatchObject({
      ordenarPor: null,
      ordem: null,
    });
  });

  it('should go back to page 1 on a new sorting and keep the search and tab', () => {
    const params = new URLSearchParams('busca=Maria&status=aceita&pagina=3');
    expect(sortable.change(params, { ordenarPor: 'valorGlosado', ordem: 'desc' }).toString()).toBe(
      'busca=Maria&status=aceita&ordenarPor=valorGlosado&ordem=desc',
    );
  });
});

describe("a list operation's query", () => {
  it('should leave out an empty search and the all tab, so equal lists share a cache entry', () => {
    expect(recordsQuery({ busca: '', status: null }, 1, 10)).toEqual({ pagina: 1, tamanhoPagina: 10 });
    expect(JSON.stringify(recordsQuery({ busca: '', status: null }, 1, 10))).toBe(
      '{"pagina":1,"tamanhoPagina":10}',
    );
  });

  it('should carry the sorting when one is asked', () => {
    expect(
      recordsQuery({ busca: '', status: null, ordenarPor: 'valorGlosado', ordem: 'asc' }, 1, 10),
    ).toEqual({ ordenarPor: 'valorGlosado', ordem: 'asc', pagina: 1, tamanhoPagina: 10 });
  });

  it('should carry the search, the tab and the page', () => {
    expect(recordsQuery({ busca: 'Maria', status: 'aceita' }, 3, 100)).toEqual({
      busca: 'Maria',
      status: 'aceita',
      pagina: 3,
      tamanhoPagina: 100,
    });
  });
});
