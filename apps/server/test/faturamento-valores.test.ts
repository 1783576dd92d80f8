import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemaDaData } from '../src/faturamento/fechamento';
import {
  percentualDeCoparticipacao,
  readCoparticipationTable,
  readPriceTable,
  valorDeReferencia,
  valoresEmCentavos,
} from '../src/faturamento/valores/precos';

const csv = (name: string, text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'precos-')), name);
  writeFileSync(file, text);
  return file;
};

describe('the price table (tabela-de-precos.csv)', () => {
  it('should price the consultation by the row in force on the day (readjusted on 2026-07-01)', () => {
    expect(valorDeReferencia('81000030', 'Odonto Plus', '2026-06-30')).toBe(8500);
    expect(valorDeReferencia('81000030', 'Odonto Plus', '2026-07-01')).toBe(9000);
  });

  it("should take the product's own row before the row of every product", () => {
    // Coroa total metalo cerâmica: R$ 900,00 for every product, R$ 1.035,00 for Odonto Master.
    expect(valorDeReferencia('85400157', 'Odonto Essencial', '2026-11-20')).toBe(90000);
    expect(valorDeReferencia('85400157', 'Odonto Master', '2026-11-20')).toBe(103500);
  });

  it('should have no price before the table starts nor for a code it does not list', () => {
    expect(valorDeReferencia('81000030', 'Odonto Plus', '2025-06-30')).toBeUndefined();
    expect(valorDeReferencia('99999999', 'Odonto Plus', '2026-11-20')).toBeUndefined();
  });

  it('should price every TUSS dental code of the catalogue', async () => {
    const { readTussRows } = await import('../src/cadastros/tuss');
    const semPreco = (await readTussRows()).filter(
      (row) => valorDeReferencia(row.codigo, 'Odonto Plus', '2026-11-20') === undefined,
    );
    expect(semPreco.map((row) => row.codigo)).toEqual([]);
  });

  it('should refuse a table with a bad value, an empty product or a validity that ends before it starts', () => {
    const header = 'codigo,produto,valor_centavos,vigente_de,vigente_ate,descricao\n';
    expect(() => readPriceTable(csv('a.csv', `${header}81000030,*,0,2025-07-01,,x\n`))).toThrow(
      /valor_centavos/,
    );
    expect(() => readPriceTable(csv('b.csv', `${header}81000030,,100,2025-07-01,,x\n`))).toThrow(/produto/);
    expect(() => readPriceTable(csv('c.csv', `${header}81000030,*,100,2025-07-01,2025-01-01,x\n`))).toThrow(
      /vigente_ate/,
    );
    expect(() =>
      readCoparticipationTable(
        csv('d.csv', 'produto,percentual,vigente_de,vigente_ate,observacao\nX,120,2025-07-01,,\n'),
      ),
    ).toThrow(/percentual/);
  });
});

describe('co-participation (coparticipacao-produtos.csv)', () => {
  it('should give each demo product its share and none to a product the table does not know', () => {
    expect(percentualDeCoparticipacao('Odonto Essencial', '2026-11-20')).toBe(30);
    expect(percentualDeCoparticipacao('Odonto Plus', '2026-11-20')).toBe(20);
    expect(percentualDeCoparticipacao('Odonto Master', '2026-11-20')).toBe(0);
    expect(percentualDeCoparticipacao('Outro', '2026-11-20')).toBe(0);
  });

  it("should split an item's value into the beneficiary's rounded share and the operator's part", () => {
    expect(valoresEmCentavos(15000, 1, 20)).toEqual({
      valor: 15000,
      coparticipacao: 3000,
      valorOperadora: 12000,
    });
    expect(valoresEmCentavos(2333, 3, 30)).toEqual({
      valor: 6999,
      coparticipacao: 2100,
      valorOperadora: 4899,
    });
    expect(valoresEmCentavos(9000, 1, 0)).toEqual({ valor: 9000, coparticipacao: 0, valorOperadora: 9000 });
  });
});

describe('the performance day (problemaDaData)', () => {
  const item = {
    id: 1,
    descricao: 'Exodontia simples de permanente',
    tuss: '82000875',
    produto: 'Odonto Plus',
    validoAte: new Date('2026-12-10T15:00:00Z'),
    autorizadoEm: '2026-11-10',
  };
  it('should accept a day between the authorization and today, both included', () => {
    expect(problemaDaData('2026-11-10', '2026-11-27', item)).toBeNull();
    expect(problemaDaData('2026-11-27', '2026-11-27', item)).toBeNull();
  });
  it('should refuse tomorrow, the day before the authorization, and a day past the plan', () => {
    expect(problemaDaData('2026-11-28', '2026-11-27', item)).toBe(
      'A data de realização não pode ser no futuro.',
    );
    expect(problemaDaData('2026-11-09', '2026-11-27', item)).toBe(
      'A data de realização não pode ser anterior à autorização de Exodontia simples de permanente (10/11/2026).',
    );
    expect(problemaDaData('2026-12-11', '2026-12-20', item)).toBe(
      'A data de realização deve estar dentro da validade do plano (até 10/12/2026).',
    );
  });
});
