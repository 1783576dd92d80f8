import type { PlanoTratamentoItem } from '@odonto/contract';
import { describe, expect, it } from 'vitest';
import { historyProcedureOf, itemRegion } from './item-site';

const prophylaxis: PlanoTratamentoItem = {
  idProcedimentoItem: 7,
  idPlanoTratamento: 1,
  idDente: null,
  codTuss: '84000198',
  descricao: 'Profilaxia: polimento coronário',
  faces: null,
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  audiStatus: 'Aguardando Aprovação',
  statusTiss: { codigo: 2, descricao: 'Em análise' },
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-11-01T12:00:00Z',
};

describe('itemRegion', () => {
  it.each([
    [{ arcada: 'AS' }, 'AS'],
    [{ hemiArcada: 'HASD' }, 'HASD'],
    [{ sextante: 'S1' }, 'S1'],
    [{ regiao: 'LG' }, 'LG'],
    [{}, null],
  ])('should read %j as %j', (fields, code) => {
    expect(itemRegion({ ...prophylaxis, ...fields })).toBe(code);
  });

  it('should read the queue item, which has only `regiao`', () => {
    expect(itemRegion({ regiao: 'S6' })).toBe('S6');
  });
});

describe('historyProcedureOf', () => {
  it('should keep the procedure and its site, the region in one field', () => {
    expect(historyProcedureOf({ ...prophylaxis, arcada: 'AI' })).toEqual({
      codTuss: '84000198',
      descricao: 'Profilaxia: polimento coronário',
      idDente: null,
      faces: null,
      regiao: 'AI',
    });
  });
});
