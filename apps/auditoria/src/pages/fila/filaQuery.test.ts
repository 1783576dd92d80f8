import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  FILA_DEFAULT_SORT,
  FILA_PAGE_SIZE,
  faixaHref,
  filaQuery,
  filaSort,
  filterParams,
  filterValues,
  withSort,
} from './filaQuery';

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
    ['faixaPrazo=vencido', {}],
    ['urgencia=sim', {}],
    ['glosaPrevista=1', {}],
    ['junta=', {}],
  ])('should leave out what the API would refuse (%s)', (search, expected) => {
    expect(query(search)).toEqual({ pagina: 1, tamanhoPagina: FILA_PAGE_SIZE, ...expected });
  });

  it('should cut a text filter at 100 characters', () => {
    expect(query(`beneficiario=${'m'.repeat(150)}`).beneficiario).toBe('m'.repeat(100));
  });

  it('should send the deadline band and the yes/no filters as the API names them', () => {
    expect(query('faixaPrazo=atrasado&urgencia=true&glosaPrevista=false&junta=true')).toEqual({
      faixaPrazo: 'atrasado',
      urgencia: true,
      glosaPrevista: false,
      junta: true,
      pagina: 1,
      tamanhoPagina: FILA_PAGE_SIZE,
    });
    expect(query('faixaPrazo=ate-2-dias&junta=false')).toMatchObject({
      faixaPrazo: 'ate-2-dias',
      junta: false,
    });
  });

  it('should give the form the filters as typed, and only known choices', () => {
    expect(
      filterValues(
        new URLSearchParams('dentista=+Ana&diasNaFila=x&faixaPrazo=vence-hoje&urgencia=x&pagina=2'),
      ),
    ).toEqual({ ...EMPTY_FILTERS, dentista: ' Ana', diasNaFila: 'x', faixaPrazo: 'vence-hoje' });
  });

  it('should write only the filled filters, from page 1', () => {
    expect(filterParams({ ...EMPTY_FILTERS, dentista: ' Ana ', diasNaFila: '7' }).toString()).toBe(
      'dentista=Ana&diasNaFila=7',
    );
    expect(filterParams({ ...EMPTY_FILTERS, urgencia: 'false', junta: 'true' }).toString()).toBe(
      'urgencia=false&junta=true',
    );
  });

  it('should link to the queue of one deadline band', () => {
    expect(faixaHref('vence-hoje')).toBe('/?faixaPrazo=vence-hoje');
  });
});

describe("the audit queue's sorting in the address", () => {
  it('should ask the server for the sorting the address names, and for none by default', () => {
    expect(query('ordenarPor=naFila&ordem=desc')).toMatchObject({ ordenarPor: 'naFila', ordem: 'desc' });
    expect(query('ordem=desc')).toMatchObject({ ordenarPor: 'prazo', ordem: 'desc' });
    expect(query('')).not.toHaveProperty('ordenarPor');
  });

  it('should read an unknown column or direction as the default order, never sent to the server', () => {
    expect(filaSort(new URLSearchParams('ordenarPor=paciente&ordem=cima'))).toEqual(FILA_DEFAULT_SORT);
    expect(query('ordenarPor=paciente&ordem=cima')).not.toHaveProperty('ordenarPor');
    expect(query('ordenarPor=paciente&ordem=cima')).not.toHaveProperty('ordem');
  });

  it('should write a sorting from page 1, leaving the default order out of the address', () => {
    const params = new URLSearchParams('dentista=Ana&pagina=3');
    expect(withSort(params, { by: 'prazo', order: 'desc' }).toString()).toBe(
      'dentista=Ana&ordenarPor=prazo&ordem=desc',
    );
    expect(withSort(new URLSearchParams('ordenarPor=prazo&ordem=desc'), FILA_DEFAULT_SORT).toString()).toBe(
      '',
    );
  });
});
