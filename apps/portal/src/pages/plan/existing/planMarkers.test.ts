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
  audiStatus: 'Aguardando Aprovação',
  audiMotivoStatus: null,
  dtCriacao: '2026-11-01T12:00:00Z',
  ...overrides,
});

describe('planMarkers', () => {
  it('should mark the tooth and faces of a planned item', () => {
    expect(planMarkers([item({})])).toEqual([{ tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned' }]);
  });

  it('should mark the root when the item is on the root', () => {
    expect(
      planMarkers([item({ idDente: 21, faces: 'R', descricao: 'Tratamento endodôntico unirradicular' })]),
    ).toEqual([{ tooth: 21, faces: [], root: true, kind: 'planned' }]);
  });

  it.each(['Exodontia simples de permanente', 'Extração de dente decíduo'])(
    "should draw '%s' as an extraction",
    (descricao) => {
      expect(planMarkers([item({ idDente: 48, faces: 'R', descricao })])[0]?.kind).toBe('extraction');
    },
  );

  it('should leave out items whose faces do not belong to the tooth', () => {
    // I (incisal) is a front-tooth face; 16 is a molar.
    expect(planMarkers([item({ faces: 'I' })])).toEqual([]);
  });
});
