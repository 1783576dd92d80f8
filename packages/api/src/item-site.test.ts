import type { PlanoTratamentoItem } from '@odonto/contract';
import { describe, expect, it } from 'vitest';
import { historyProcedureOf, itemPlaceOf, itemRegion, itemSiteOf } from './item-site';

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
  glosasPrevistas: [],
  justificativa: null,
  valores: { valor: 60, coparticipacao: 0, valorOperadora: 60 },
  realizacao: null,
  documentacaoFinal: null,
  prazo: {
    solicitadoEm: '2026-11-01T12:00:00Z',
    prazoResposta: '2026-11-11T02:59:59.999Z',
    diasUteis: 7,
    urgente: false,
    diasUteisRestantes: 5,
    faixa: 'no-prazo',
    pausado: false,
    respondidoEm: null,
    respondidoNoPrazo: null,
  },
  autorizacaoAutomatica: null,
  fundamento: null,
  alteracao: null,
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

describe('itemSiteOf and itemPlaceOf', () => {
  it("should give the odontogram an item's tooth, region and faces", () => {
    expect(itemSiteOf({ ...prophylaxis, sextante: 'S1' })).toEqual({ tooth: null, region: 'S1', faces: '' });
    expect(itemSiteOf({ idDente: 16, faces: 'M,O', regiao: null })).toEqual({
      tooth: 16,
      region: null,
      faces: 'M,O',
    });
  });

  it('should give the chart the procedure and the audit status', () => {
    expect(itemPlaceOf({ ...prophylaxis, idDente: 11, faces: 'V' })).toEqual({
      tooth: 11,
      faces: 'V',
      description: 'Profilaxia: polimento coronário',
      status: 'Aguardando Aprovação',
    });
  });
});
