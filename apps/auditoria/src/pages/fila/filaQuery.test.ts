import { describe, expect, it } from 'vitest';
import { FILA_PAGE_SIZE, filaQuery, filterParams, filterValues } from './filaQuery';

const query = (search: string) => filaQuery(new URLSearchParams(search));

describe("the audit queue's address", () => {
  it('should ask for the first page of everything when the address has no query', () => {
    expect(query('')).toEqual({ pagina: 1, tamanhoPagina: FILA_PAGE_SIZE });
  });

  it('should send the filters trimmed, and the page', () => {
    expect(query('dentista=+Ana+&beneficiario=Maria&procedimento=8500&diasNaFila=7&pagina=3')).toEqual({
      dentista: 'Ana',
      beneficiario: 'Maria',
      procedimento: '8500',
      diasNaFila: 7,
      pagina: 3,
      tamanhoPagina: FILA_PAGE_SIZE,
    });
  });

  it.each([
    ['dentista=+++', {}],
    ['diasNaFila=abc', {}],
    ['diasNaFila=4000', {}],
    ['pagina=0', { pagina: 1 }],
    ['pagina=-1', { pagina: 1 }],
    ['pagina=999999', { pagina: 1 }],
  ])('should leave out what the API would refuse (%s)', (search, expected) => {
    expect(query(search)).toEqual({ pagina: 1, tamanhoPagina: FILA_PAGE_SIZE, ...expected });
  });

  it('should cut a text filter at 100 characters', () => {
    expect(query(`beneficiario=${'m'.repeat(150)}`).beneficiario).toBe('m'.repeat(100));
  });

  it('should give the form the filters as typed', () => {
    expect(filterValues(new URLSearchParams('dentista=+Ana&diasNaFila=x&pagina=2'))).toEqual({
      dentista: ' Ana',
      beneficiario: '',
      procedimento: '',
      diasNaFila: 'x',
    });
  });

  it('should write only the filled filters, from page 1', () => {
    expect(
      filterParams({ dentista: ' Ana ', beneficiario: '', procedimento: '', diasNaFila: '7' }).toString(),
    ).toBe('dentista=Ana&diasNaFila=7');
  });
});
