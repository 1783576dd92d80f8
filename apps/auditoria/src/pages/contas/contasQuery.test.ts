import { describe, expect, it } from 'vitest';
import { A_ANALISAR, CONTAS_PAGE_SIZE, contasQuery, contaTab, pageParams, tabParams } from './contasQuery';

const params = (search: string) => new URLSearchParams(search);

describe("the accounts queue's address", () => {
  it('should ask for the first page of what waits on the operator when the address has no query', () => {
    expect(contasQuery(params(''))).toEqual({ pagina: 1, tamanhoPagina: CONTAS_PAGE_SIZE });
    expect(contaTab(params(''))).toBe(A_ANALISAR);
  });

  it.each(['Enviado', 'Em análise', 'Analisado', 'Pago'] as const)('should send the status %s', (status) => {
    const search = new URLSearchParams({ status, pagina: '2' });
    expect(contasQuery(search)).toEqual({ status, pagina: 2, tamanhoPagina: CONTAS_PAGE_SIZE });
    expect(contaTab(search)).toBe(status);
  });

  it.each(['Aberto', 'pago', 'todos', ''])(
    'should read an unknown status (%s) as the default tab',
    (status) => {
      const search = new URLSearchParams({ status });
      expect(contasQuery(search)).toEqual({ pagina: 1, tamanhoPagina: CONTAS_PAGE_SIZE });
      expect(contaTab(search)).toBe(A_ANALISAR);
    },
  );

  it('should read a page the server would refuse as the first', () => {
    expect(contasQuery(params('pagina=0')).pagina).toBe(1);
    expect(contasQuery(params('pagina=abc')).pagina).toBe(1);
  });

  it('should write a tab from page 1, and the default tab without a status', () => {
    expect(tabParams(params('pagina=3'), 'Analisado').toString()).toBe('status=Analisado');
    expect(tabParams(params('status=Pago&pagina=2'), A_ANALISAR).toString()).toBe('');
    expect(contasQuery(tabParams(params(''), 'Em análise'))).toMatchObject({ status: 'Em análise' });
  });

  it('should keep the status when the page changes', () => {
    expect(pageParams(params('status=Pago'), 2).toString()).toBe('status=Pago&pagina=2');
    expect(pageParams(params('status=Pago&pagina=2'), 1).toString()).toBe('status=Pago');
  });
});
