import { describe, expect, it } from 'vitest';
import { recursoPageParams, recursosAddressQuery, recursoTabParams } from './recursosQuery';

const params = (search: string) => new URLSearchParams(search);

describe("the appeals queue's address", () => {
  it('should show the first page of the waiting appeals when the address has no query', () => {
    expect(recursosAddressQuery(params(''))).toEqual({ situacao: 'aguardando', pagina: 1 });
  });

  it('should read the answered tab and its page', () => {
    expect(recursosAddressQuery(params('situacao=respondido&pagina=3'))).toEqual({
      situacao: 'respondido',
      pagina: 3,
    });
    expect(recursosAddressQuery(params('situacao=aguardando'))).toEqual({
      situacao: 'aguardando',
      pagina: 1,
    });
  });

  it.each(['Respondido', 'todos', '', 'aceito'])(
    'should read an unknown situation (%j) as the default tab',
    (situacao) => {
      expect(recursosAddressQuery(new URLSearchParams({ situacao }))).toEqual({
        situacao: 'aguardando',
        pagina: 1,
      });
    },
  );

  it('should read a page the server would refuse as the first', () => {
    expect(recursosAddressQuery(params('pagina=0')).pagina).toBe(1);
    expect(recursosAddressQuery(params('pagina=abc')).pagina).toBe(1);
  });

  it('should write a tab from page 1, and the default tab without a situation', () => {
    expect(recursoTabParams(params('pagina=3'), 'respondido').toString()).toBe('situacao=respondido');
    expect(recursoTabParams(params('situacao=respondido&pagina=2'), 'aguardando').toString()).toBe('');
  });

  it('should keep the tab when the page changes', () => {
    expect(recursoPageParams(params('situacao=respondido'), 2).toString()).toBe(
      'situacao=respondido&pagina=2',
    );
    expect(recursoPageParams(params('situacao=respondido&pagina=2'), 1).toString()).toBe(
      'situacao=respondido',
    );
  });
});
