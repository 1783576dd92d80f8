import { describe, expect, it } from 'vitest';
import { readTussRows } from '../src/cadastros/tuss';
import {
  CODIGOS_DE_BAIXA_COMPLEXIDADE,
  decisaoAutomatica,
} from '../src/mesa-de-autorizacao/autorizacao-automatica';
import { readCsvFile } from '../src/plataforma/csv';

const tuss = new Map((await readTussRows()).map((row) => [row.codigo, row.descricao]));
const AUTOMATIC_CSV = new URL('../src/mesa-de-autorizacao/autorizacao-automatica.csv', import.meta.url)
  .pathname;
const clean = { glosasPrevistas: [], justificativa: null };

describe('automatic authorization', () => {
  it('lists real TUSS codes with their official descriptions and a reason', () => {
    for (const row of readCsvFile(AUTOMATIC_CSV)) {
      expect(tuss.get(row.codigo ?? '')).toBe(row.descricao);
      expect(row.motivo).not.toBe('');
    }
  });

  it('authorizes the low-complexity codes at once when nothing is predicted or justified', () => {
    for (const code of ['81000030', '81000421', '81000375', '84000198', '84000090', '85100099', '85100196']) {
      expect(decisaoAutomatica({ tuss: code, ...clean })).toBe('baixa-complexidade');
    }
  });

  it('leaves restorations of 2 or more faces, endodontics and prostheses to the auditor', () => {
    for (const code of [
      '85100102',
      '85100200',
      '85100110',
      '85100129',
      '85100218',
      '85100226',
      '85200166',
      '85400092',
      '82000875',
    ]) {
      expect(CODIGOS_DE_BAIXA_COMPLEXIDADE.has(code)).toBe(false);
      expect(decisaoAutomatica({ tuss: code, ...clean })).toBeNull();
    }
  });

  it('sends to the auditor a low-complexity item with a predicted glosa or a justification', () => {
    expect(
      decisaoAutomatica({ tuss: '81000030', glosasPrevistas: [{ codigo: '3016' }], justificativa: null }),
    ).toBeNull();
    expect(
      decisaoAutomatica({
        tuss: '84000198',
        glosasPrevistas: [],
        justificativa: 'Paciente com doença periodontal ativa.',
      }),
    ).toBeNull();
    // A blank justification is no justification.
    expect(decisaoAutomatica({ tuss: '84000198', glosasPrevistas: [], justificativa: '   ' })).toBe(
      'baixa-complexidade',
    );
  });

  it('authorizes urgency whatever was predicted or written', () => {
    expect(
      decisaoAutomatica({ tuss: '81000049', glosasPrevistas: [{ codigo: '3050' }], justificativa: 'Dor.' }),
    ).toBe('urgencia');
    expect(decisaoAutomatica({ tuss: '81000057', ...clean })).toBe('urgencia');
  });
});
