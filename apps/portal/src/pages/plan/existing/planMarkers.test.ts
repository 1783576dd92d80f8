import type { PlanoTratamentoItem } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planMarkers } from './planMarkers';

const item = (overrides: Partial<PlanoTratamentoItem>): PlanoTratamentoItem => ({
  idProcedimentoItem: 1,
  idPlanoTratamento: 7,
  idDente: 16,
  codTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  faces: 'M,O',
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  audiStatus: 'Aguardando Aprovação',
  statusTiss: { codigo: 2, descricao: 'Em análise' },
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-11-01T12:00:00Z',
  ...overrides,
});

// The drawing rules (extractions, statuses, faces a tooth lacks) are planItemMarker's, tested in
// packages/odontogram; here, that the API's item reaches them whole.
describe('planMarkers', () => {
  it('should mark the tooth, faces, procedure and audit status of each item on a tooth', () => {
    expect(
      planMarkers([
        item({}),
        item({
          idDente: 48,
          faces: null,
          descricao: 'Exodontia simples de permanente',
          audiStatus: 'Realizado',
        }),
        item({ idDente: 21, faces: 'R', audiStatus: 'Negado' }),
      ]),
    ).toEqual([
      { tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned', status: 'planned' },
      { tooth: 48, faces: [], root: false, kind: 'extraction', status: 'performed' },
      { tooth: 21, faces: [], root: true, kind: 'planned', status: 'denied' },
    ]);
  });

  it('should leave out items placed on a region, without a tooth', () => {
    expect(
      planMarkers([item({ idDente: null, faces: null, arcada: 'AS', descricao: 'Profilaxia' })]),
    ).toEqual([]);
  });
});
