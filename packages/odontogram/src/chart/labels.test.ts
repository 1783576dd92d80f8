import { describe, expect, it } from 'vitest';
import { countMarkers, type OdontogramMarker, ptBR, siteLabel, summarize, toothLabel } from './labels';

const markers: OdontogramMarker[] = [
  { tooth: 16, faces: ['M', 'O'], kind: 'planned' },
  { tooth: 16, faces: ['M'], kind: 'planned' },
  { tooth: 16, root: true, kind: 'extraction' },
  { tooth: 26, kind: 'extraction' },
];

describe('labels', () => {
  it('should summarise the selection as the plan screen shows it', () => {
    expect(summarize(ptBR, null)).toBe('Nenhuma seleção');
    expect(summarize(ptBR, { tooth: 16, faces: ['M', 'O'], root: false })).toBe('Dente 16 — Mesial, Oclusal');
    expect(summarize(ptBR, { tooth: 16, faces: [], root: true })).toBe('Dente 16 — Raiz');
    expect(summarize(ptBR, { tooth: 16, faces: [], root: false })).toBe('Dente 16 — Nenhuma face ou raiz');
    expect(summarize(ptBR, { tooth: 21, faces: ['I', 'P'], root: false })).toBe(
      'Dente 21 — Incisal, Palatina',
    );
  });

  it('should count markers per site and per tooth', () => {
    expect(countMarkers(markers, 16, 'M')).toEqual({ planned: 2, extraction: 0 });
    expect(countMarkers(markers, 16, 'D')).toEqual({ planned: 0, extraction: 0 });
    expect(countMarkers(markers, 16, 'R')).toEqual({ planned: 0, extraction: 1 });
    expect(countMarkers(markers, 16)).toEqual({ planned: 2, extraction: 1 });
    expect(countMarkers(markers, 26, 'O')).toEqual({ planned: 0, extraction: 0 });
  });

  it('should name sites as a screen reader hears them', () => {
    expect(siteLabel(ptBR, 16, 'M', true, { planned: 1, extraction: 0 })).toBe(
      'Dente 16, face mesial, selecionada, 1 procedimento planejado',
    );
    expect(siteLabel(ptBR, 16, 'R', false, { planned: 2, extraction: 1 })).toBe(
      'Dente 16, raiz, 2 procedimentos planejados, 1 extração indicada',
    );
    expect(toothLabel(ptBR, 26, { planned: 0, extraction: 2 })).toBe('Dente 26, 2 extrações indicadas');
  });

  it('should use overridden labels', () => {
    const english = {
      ...ptBR,
      tooth: (n: number) => `Tooth ${n}`,
      faces: { ...ptBR.faces, M: 'Mesial' },
      faceSite: (name: string) => `${name.toLowerCase()} surface`,
      selected: 'selected',
      noSelection: 'Nothing selected',
    };
    expect(siteLabel(english, 16, 'M', true, { planned: 0, extraction: 0 })).toBe(
      'Tooth 16, mesial surface, selected',
    );
    expect(summarize(english, null)).toBe('Nothing selected');
  });
});
