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
      { tooth: 11, faces: [], root: false, classes: ['planned'] },
      { tooth: 16, faces: ['M', 'O', 'D'], root: false, classes: ['planned'] },
      { tooth: 21, faces: [], root: true, classes: ['planned'] },
      { tooth: 36, faces: [], root: true, classes: ['extraction'] },
      { tooth: 46, faces: ['V'], root: false, classes: ['planned'] },
    ]);
    expect(markedTeeth([])).toEqual([]);
  });

  it('should name statuses and situations in the text alternative', () => {
    const done: OdontogramMarker[] = [
      { tooth: 16, faces: ['O'], kind: 'procedure', status: 'performed' },
      { tooth: 16, faces: ['M'], kind: 'procedure', status: 'denied' },
      { tooth: 36, kind: 'extraction', status: 'performed' },
      { tooth: 38, kind: 'extraction', status: 'denied' },
    ];
    expect(readOnlyName(ptBR, done, null, { 18: 'A', 16: 'C', 29: 'H' })).toBe(
      'Odontograma: dente 16 (faces M, O; realizado; negado; cariado), dente 18 (ausente), dente 29 (hígido), ' +
        'dente 36 (extraído), dente 38 (extração negada)',
    );
    expect(readOnlyName(ptBR, [], null, {}, 'S2')).toBe(
      'Odontograma: nenhum procedimento marcado; seleção: Sextante superior anterior, S2',
    );
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

  it('should name a selection without faces or root as the whole tooth', () => {
    expect(
      readOnlyName(ptBR, [{ tooth: 36, kind: 'extraction' }], { tooth: 36, faces: [], root: false }),
    ).toBe('Odontograma: dente 36 (extração); seleção: Dente 36');
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
