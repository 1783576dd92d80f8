import { describe, expect, it } from 'vitest';
import { readTussRows } from '../src/cadastros/tuss';
import {
  cartaoVencido,
  codigosDoRol,
  diasDeCarencia,
  ehUrgencia,
  type PedidoDeElegibilidade,
  PRODUTOS,
  problemasDeElegibilidade,
  produtoCobre,
} from '../src/mesa-de-autorizacao/elegibilidade';
import { readCsvFile } from '../src/plataforma/csv';

const tuss = await readTussRows();
const ROL_CSV = new URL('../src/mesa-de-autorizacao/rol-ans.csv', import.meta.url).pathname;

const base: PedidoDeElegibilidade = {
  produto: 'Odonto Master',
  dataInclusao: '2025-01-10',
  validadeCarteira: '2027-12-31',
  tuss: '85100196',
  em: new Date('2026-11-26T14:00:00-03:00'),
};
const codes = (pedido: Partial<PedidoDeElegibilidade>) =>
  problemasDeElegibilidade({ ...base, ...pedido }).map((problem) => problem.codigo);

describe('the Rol and the products', () => {
  it('says for every TUSS code whether it is in the Rol, once', () => {
    const rows = readCsvFile(ROL_CSV);
    expect(rows.map((row) => row.codigo)).toEqual(tuss.map((row) => row.codigo));
    for (const row of rows) expect(['s', 'n']).toContain(row.rol);
  });

  it('keeps in the Rol the basic care and out of it implants, orthodontics and esthetics', () => {
    for (const code of ['81000030', '81000421', '84000198', '85100099', '85200166', '85300039', '82000875']) {
      expect(codigosDoRol.has(code)).toBe(true);
    }
    for (const code of ['85400092', '85400220', '85400556', '85400084'])
      expect(codigosDoRol.has(code)).toBe(true);
    // implant, prosthesis over implant, appliance, bleaching, metal-ceramic crown, complete denture, cone beam
    for (const code of ['82000980', '85500038', '86000098', '85100030', '85400157', '85400408', '81000510']) {
      expect(codigosDoRol.has(code)).toBe(false);
    }
    for (const row of tuss.filter((row) =>
      ['Ortodontia', 'Prótese sobre implante'].includes(row.especialidade),
    )) {
      expect(codigosDoRol.has(row.codigo)).toBe(false);
    }
  });

  it('covers the Rol in every product and more in Plus and Master', () => {
    expect(PRODUTOS).toEqual(['Odonto Essencial', 'Odonto Plus', 'Odonto Master']);
    for (const produto of PRODUTOS) expect(produtoCobre(produto, '85100196')).toBe(true);
    // Complete denture: Prótese.
    expect(produtoCobre('Odonto Essencial', '85400408')).toBe(false);
    expect(produtoCobre('Odonto Plus', '85400408')).toBe(true);
    expect(produtoCobre('Odonto Master', '85400408')).toBe(true);
    // A crown over an implant listed under Prótese: Master only.
    expect(produtoCobre('Odonto Plus', '85400122')).toBe(false);
    expect(produtoCobre('Odonto Master', '85400122')).toBe(true);
    // Orthodontics and its documentation: Master only.
    expect(produtoCobre('Odonto Plus', '86000098')).toBe(false);
    expect(produtoCobre('Odonto Master', '86000098')).toBe(true);
    expect(produtoCobre('Odonto Master', '81000472')).toBe(true);
    // Rol codes are owed whatever the product.
    expect(produtoCobre('Produto desconhecido', '81000030')).toBe(true);
  });
});

describe('eligibility problems', () => {
  it('finds nothing wrong with a covered procedure after its carência on a valid card', () => {
    expect(problemasDeElegibilidade(base)).toEqual([]);
  });

  it('refuses an expired card with 1017, from the day after its validity (São Paulo)', () => {
    expect(codes({ validadeCarteira: '2026-11-26' })).toEqual([]);
    expect(problemasDeElegibilidade({ ...base, validadeCarteira: '2026-11-25' })).toEqual([
      { codigo: '1017', mensagem: 'A carteira do beneficiário venceu em 25/11/2026.' },
    ]);
    // 02:30Z on 27/11 is 23:30 on 26/11 in São Paulo: a card valid through 26/11 still holds.
    expect(cartaoVencido('2026-11-26', new Date('2026-11-27T02:30:00Z'))).toBe(false);
    expect(cartaoVencido('2026-11-26', new Date('2026-11-27T03:00:00Z'))).toBe(true);
  });

  it('refuses a procedure in carência with 1410 and the last day of carência', () => {
    const problems = problemasDeElegibilidade({
      ...base,
      tuss: '85400408',
      dataInclusao: '2026-09-14',
      em: new Date('2027-03-12T15:00:00-03:00'),
    });
    expect(problems).toEqual([
      {
        codigo: '1410',
        mensagem:
          'Procedimento em carência até 12/03/2027 (Prótese: 180 dias desde a inclusão em 14/09/2026).',
        carenciaAte: '2027-03-12',
      },
    ]);
    expect(
      codes({ tuss: '85400408', dataInclusao: '2026-09-14', em: new Date('2027-03-13T08:00:00-03:00') }),
    ).toEqual([]);
    // A restoration waits 90 days.
    expect(diasDeCarencia('85100196')).toEqual({ grupo: 'Dentística', dias: 90 });
    expect(codes({ dataInclusao: '2026-09-01' })).toEqual(['1410']);
  });

  it('owes urgency after 24 hours of carência', () => {
    expect(ehUrgencia('81000049')).toBe(true);
    expect(ehUrgencia('81000030')).toBe(false);
    const inclusion = { dataInclusao: '2026-11-25', tuss: '81000049' };
    expect(codes({ ...inclusion, em: new Date('2026-11-25T18:00:00-03:00') })).toEqual(['1410']);
    expect(codes({ ...inclusion, em: new Date('2026-11-26T08:00:00-03:00') })).toEqual([]);
    expect(codes({ ...inclusion, tuss: '81000057', em: new Date('2026-11-26T08:00:00-03:00') })).toEqual([]);
    // Not so an extraction, even on the same day.
    expect(codes({ ...inclusion, tuss: '82000875', em: new Date('2026-11-26T08:00:00-03:00') })).toEqual([
      '1410',
    ]);
  });

  it('counts carência on the São Paulo day', () => {
    const inclusion = { dataInclusao: '2026-11-26', tuss: '81000049' };
    // 02:30Z on 27/11 is still 26/11, the day of inclusion.
    expect(codes({ ...inclusion, em: new Date('2026-11-27T02:30:00Z') })).toEqual(['1410']);
    expect(codes({ ...inclusion, em: new Date('2026-11-27T03:30:00Z') })).toEqual([]);
  });

  it('refuses with 3109 a code outside the Rol that the product does not cover', () => {
    expect(problemasDeElegibilidade({ ...base, produto: 'Odonto Essencial', tuss: '85400408' })).toEqual([
      {
        codigo: '3109',
        mensagem:
          'Prótese total não consta do Rol de Procedimentos da ANS e o produto Odonto Essencial não o cobre.',
      },
    ]);
    expect(codes({ produto: 'Odonto Plus', tuss: '86000098' })).toEqual(['3109']);
    expect(codes({ produto: 'Odonto Essencial', tuss: '85100196' })).toEqual([]);
  });

  it('refuses with 1420 a code outside the Rol for a product the operator does not know', () => {
    expect(codes({ produto: 'Odonto Antigo', tuss: '85400408' })).toEqual(['1420']);
    expect(codes({ produto: 'Odonto Antigo', tuss: '85100196' })).toEqual([]);
  });

  it('lists every problem at once, card first', () => {
    expect(
      codes({
        produto: 'Odonto Essencial',
        tuss: '86000098',
        dataInclusao: '2026-11-01',
        validadeCarteira: '2026-01-01',
      }),
    ).toEqual(['1017', '1410', '3109']);
  });
});
