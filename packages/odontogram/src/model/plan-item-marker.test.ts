import { describe, expect, it } from 'vitest';
import { markerClass } from '../chart/labels';
import { type PlanItemPlace, planItemMarker } from './plan-item-marker';

const item = (overrides: Partial<PlanItemPlace>): PlanItemPlace => ({
  tooth: 16,
  faces: 'M,O',
  description: 'Restauração em resina fotopolimerizável 2 faces',
  status: 'Aguardando Aprovação',
  ...overrides,
});

describe('planItemMarker', () => {
  it('should mark the tooth and faces of a planned item, and the root of an item on the root', () => {
    expect(planItemMarker(item({}))).toEqual({
      tooth: 16,
      faces: ['M', 'O'],
      root: false,
      kind: 'planned',
      status: 'planned',
    });
    expect(planItemMarker(item({ tooth: 21, faces: 'R' }))).toMatchObject({ faces: [], root: true });
  });

  it.each([
    'Exodontia simples de permanente',
    'Extração de dente decíduo',
    'Remoção de dentes inclusos / impactados',
    'Remoção de dentes semi-inclusos / impactados',
  ])("should draw '%s' as an extraction", (description) => {
    expect(planItemMarker(item({ tooth: 48, faces: '', description }))?.kind).toBe('extraction');
  });

  it.each([
    ['Aguardando Aprovação', 'planned'],
    ['Auditoria', 'planned'],
    ['Autorizado', 'planned'],
    ['Ativo', 'planned'],
    ['Realizado', 'performed'],
    ['Negado', 'denied'],
  ] as const)("should draw an item '%s' as %s", (status, drawn) => {
    expect(planItemMarker(item({ status }))?.status).toBe(drawn);
  });

  it('should draw an extraction performed as the tooth removed', () => {
    const marker = planItemMarker(
      item({ tooth: 48, faces: '', description: 'Exodontia simples de permanente', status: 'Realizado' }),
    );
    expect(marker && markerClass(marker)).toBe('extracted');
  });

  it('should leave out an item on a region, a tooth the chart lacks and faces the tooth lacks', () => {
    expect(planItemMarker(item({ tooth: null, faces: '' }))).toBeNull();
    expect(planItemMarker(item({ tooth: 60 }))).toBeNull();
    // I (incisal) is a front tooth's face; 16 is a molar.
    expect(planItemMarker(item({ faces: 'I' }))).toBeNull();
  });
});
