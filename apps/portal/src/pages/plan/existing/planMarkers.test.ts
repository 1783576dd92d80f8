import type { PlanoTratamentoItem } from '@odonto/api';
import { markerClass } from '@odonto/odontogram';
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
  audiMotivoStatus: null,
  dtCriacao: '2026-11-01T12:00:00Z',
  ...overrides,
});

describe('planMarkers', () => {
  it('should mark the tooth and faces of a planned item', () => {
    expect(planMarkers([item({})])).toEqual([
      { tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned', status: 'planned' },
    ]);
  });

  it('should mark the root when the item is on the root', () => {
    expect(
      planMarkers([item({ idDente: 21, faces: 'R', descricao: 'Tratamento endodôntico unirradicular' })]),
    ).toEqual([{ tooth: 21, faces: [], root: true, kind: 'planned', status: 'planned' }]);
  });

  it.each([
    'Exodontia simples de permanente',
    'Extração de dente decíduo',
    'Remoção de dentes inclusos / impactados',
    'Remoção de dentes semi-inclusos / impactados',
  ])("should draw '%s' as an extraction", (descricao) => {
    expect(planMarkers([item({ idDente: 48, faces: 'R', descricao })])[0]?.kind).toBe('extraction');
  });

  it.each([
    ['Aguardando Aprovação', 'planned'],
    ['Auditoria', 'planned'],
    ['Autorizado', 'planned'],
    ['Ativo', 'planned'],
    ['Realizado', 'performed'],
    ['Negado', 'denied'],
  ] as const)("should draw an item '%s' as %s", (audiStatus, status) => {
    expect(planMarkers([item({ audiStatus })])[0]?.status).toBe(status);
  });

  it('should keep an extraction done as an extraction performed (the tooth drawn removed)', () => {
    const [marker] = planMarkers([
      item({
        idDente: 48,
        faces: null,
        descricao: 'Exodontia simples de permanente',
        audiStatus: 'Realizado',
      }),
    ]);
    expect(marker).toMatchObject({ tooth: 48, kind: 'extraction', status: 'performed' });
    expect(marker && markerClass(marker)).toBe('extracted');
  });

  it('should leave out items placed on a region, without a tooth', () => {
    expect(
      planMarkers([item({ idDente: null, faces: null, arcada: 'AS', descricao: 'Profilaxia' })]),
    ).toEqual([]);
  });

  it('should leave out items whose faces do not belong to the tooth', () => {
    // I (incisal) is a front-tooth face; 16 is a molar.
    expect(planMarkers([item({ faces: 'I' })])).toEqual([]);
  });
});
