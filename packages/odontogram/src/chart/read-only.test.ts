import { describe, expect, it } from 'vitest';
import { type OdontogramMarker, ptBR } from './labels';
import { markedTeeth, readOnlyName, viewShowing } from './read-only';

const plan: OdontogramMarker[] = [
  { tooth: 21, root: true, kind: 'planned' },
  { tooth: 16, faces: ['O', 'D'], kind: 'planned' },
  { tooth: 16, faces: ['M', 'O'], kind: 'planned' },
  { tooth: 36, root: true, kind: 'extraction' },
  { tooth: 11, kind: 'planned' },
  { tooth: 46, faces: ['V'], kind: 'planned' },
];

describe('read-only chart', () => {
  it('should merge the markers of each tooth, in FDI order, faces in the canonical order', () => {
    expect(markedTeeth(plan)).toEqual([
      { tooth: 11, faces: [], root: false, extraction: false },
      { tooth: 16, faces: ['M', 'O', 'D'], root: false, extraction: false },
      { tooth: 21, faces: [], root: true, extraction: false },
      { tooth: 36, faces: [], root: true, extraction: true },
      { tooth: 46, faces: ['V'], root: false, extraction: false },
    ]);
    expect(markedTeeth([])).toEqual([]);
  });

  it('should name the chart by the marked teeth, in pt-BR', () => {
    expect(readOnlyName(ptBR, plan, null)).toBe(
      'Odontograma: dente 11, dente 16 (faces M, O, D), dente 21 (raiz), dente 36 (raiz; extração), dente 46 (face V)',
    );
    expect(readOnlyName(ptBR, [], null)).toBe('Odontograma: nenhum procedimento marcado');
  });

  it('should add the selection when there is one', () => {
    expect(readOnlyName(ptBR, [], { tooth: 46, faces: ['M', 'O'], root: false })).toBe(
      'Odontograma: nenhum procedimento marcado; seleção: Dente 46 — Mesial, Oclusal',
    );
  });

  it('should use overridden labels', () => {
    const english = {
      ...ptBR,
      chart: 'Dental chart',
      markedTeeth: (teeth: readonly { tooth: number }[]) =>
        teeth.length ? teeth.map(({ tooth }) => `tooth ${tooth}`).join(', ') : 'nothing planned',
    };
    expect(readOnlyName(english, plan.slice(0, 2), null)).toBe('Dental chart: tooth 16, tooth 21');
    expect(readOnlyName(english, [], null)).toBe('Dental chart: nothing planned');
  });

  it('should show the dentition of the marked teeth, mixed when both have some', () => {
    expect(viewShowing([])).toBe('permanent');
    expect(viewShowing([16, 21])).toBe('permanent');
    expect(viewShowing([54, 75])).toBe('deciduous');
    expect(viewShowing([16, 54])).toBe('mixed');
  });
});
