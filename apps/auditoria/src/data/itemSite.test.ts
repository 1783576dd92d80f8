import type { PlanoTratamentoItem } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planItem } from '../testing/fixtures';
import { itemHighlight, itemMarkers, itemSiteLabel } from './itemSite';

const item = (fields: Partial<PlanoTratamentoItem>) => planItem({ idProcedimentoItem: 501, ...fields });

describe("the console's item site", () => {
  it.each([
    [{ idDente: 16, faces: 'M,O' }, 'Dente 16 · faces M, O'],
    [{ idDente: 21, faces: 'R' }, 'Dente 21 · raiz'],
    [{ idDente: 36 }, 'Dente 36'],
    [{ sextante: 'S1' }, 'S1 · Sextante superior posterior direito'],
    [{ arcada: 'AI' }, 'AI · Arco Inferior'],
    [{}, 'Arcadas Superiores e inferiores'],
  ])('should name %o as %s', (fields, label) => {
    expect(itemSiteLabel(item(fields))).toBe(label);
  });

  it("should name a queue item, which carries only the region's code", () => {
    expect(itemSiteLabel({ idDente: null, regiao: 'HAIE' })).toBe('HAIE · Hemi-Arco Inferior Esquerdo');
  });

  it('should mark the items on teeth, with their status, and leave out those on a region', () => {
    const markers = itemMarkers([
      item({ idDente: 16, faces: 'M,O' }),
      item({ idDente: 46, descricao: 'Exodontia simples de permanente', audiStatus: 'Realizado' }),
      item({ sextante: 'S1' }),
    ]);
    expect(markers).toEqual([
      { tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned', status: 'planned' },
      { tooth: 46, faces: [], root: false, kind: 'extraction', status: 'performed' },
    ]);
  });

  it("should highlight an item's tooth and faces, or its region, or nothing", () => {
    expect(itemHighlight(item({ idDente: 21, faces: 'R' }))).toEqual({
      value: { tooth: 21, faces: [], root: true },
      region: null,
    });
    expect(itemHighlight(item({ hemiArcada: 'HASD' }))).toEqual({ value: null, region: 'HASD' });
    expect(itemHighlight(item({ regiao: 'LG' }))).toEqual({ value: null, region: null });
    expect(itemHighlight(undefined)).toEqual({ value: null, region: null });
  });
});
