import { describe, expect, it } from 'vitest';
import {
  countMarkers,
  type MarkerCounts,
  markerClass,
  type OdontogramMarker,
  ptBR,
  siteLabel,
  summarize,
  toothLabel,
} from './labels';

const none: MarkerCounts = {
  planned: 0,
  performed: 0,
  denied: 0,
  extraction: 0,
  extracted: 0,
  extractionDenied: 0,
};
const counts = (some: Partial<MarkerCounts>): MarkerCounts => ({ ...none, ...some });

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
    expect(summarize(ptBR, { tooth: 36, faces: [], root: false }, true)).toBe('Dente 36');
  });

  it('should count markers per site and per tooth', () => {
    expect(countMarkers(markers, 16, 'M')).toEqual(counts({ planned: 2 }));
    expect(countMarkers(markers, 16, 'D')).toEqual(none);
    expect(countMarkers(markers, 16, 'R')).toEqual(counts({ extraction: 1 }));
    expect(countMarkers(markers, 16)).toEqual(counts({ planned: 2, extraction: 1 }));
    expect(countMarkers(markers, 26, 'O')).toEqual(none);
  });

  it.each([
    [{ kind: 'procedure' }, 'planned'],
    [{ kind: 'planned' }, 'planned'],
    [{ kind: 'procedure', status: 'performed' }, 'performed'],
    [{ kind: 'planned', status: 'denied' }, 'denied'],
    [{ kind: 'extraction' }, 'extraction'],
    [{ kind: 'extraction', status: 'performed' }, 'extracted'],
    [{ kind: 'extraction', status: 'denied' }, 'extractionDenied'],
  ] as const)('should class the marker %o as %s', (marker, expected) => {
    expect(markerClass({ tooth: 16, ...marker })).toBe(expected);
  });

  it('should count and name markers by status', () => {
    const plan: OdontogramMarker[] = [
      { tooth: 16, faces: ['O'], kind: 'procedure', status: 'performed' },
      { tooth: 16, faces: ['O'], kind: 'procedure', status: 'denied' },
      { tooth: 16, faces: ['O'], kind: 'procedure', status: 'denied' },
      { tooth: 36, kind: 'extraction', status: 'performed' },
      { tooth: 46, kind: 'extraction', status: 'denied' },
    ];
    expect(siteLabel(ptBR, 16, 'O', false, countMarkers(plan, 16, 'O'))).toBe(
      'Dente 16, face oclusal, 1 procedimento realizado, 2 procedimentos negados',
    );
    expect(toothLabel(ptBR, 36, countMarkers(plan, 36))).toBe('Dente 36, 1 extração realizada');
    expect(toothLabel(ptBR, 46, countMarkers(plan, 46), 'C')).toBe('Dente 46, cariado, 1 extração negada');
  });

  it('should say why a part is disabled from what the chart asks for', () => {
    expect(ptBR.notAsked(['sextant'])).toBe('Este procedimento pede um sextante.');
    expect(ptBR.notAsked(['arch', 'hemiArch'])).toBe('Este procedimento pede uma arcada ou uma hemiarcada.');
    expect(ptBR.notAsked([])).toBe('Este procedimento não pede dente nem região.');
    expect(ptBR.region({ code: 'S1', kind: 'sextant', name: 'Sextante superior posterior direito' })).toBe(
      'Sextante superior posterior direito, S1',
    );
  });

  it('should name sites as a screen reader hears them', () => {
    expect(siteLabel(ptBR, 16, 'M', true, counts({ planned: 1 }))).toBe(
      'Dente 16, face mesial, selecionada, 1 procedimento planejado',
    );
    expect(siteLabel(ptBR, 16, 'R', false, counts({ planned: 2, extraction: 1 }))).toBe(
      'Dente 16, raiz, 2 procedimentos planejados, 1 extração indicada',
    );
    expect(toothLabel(ptBR, 26, counts({ extraction: 2 }))).toBe('Dente 26, 2 extrações indicadas');
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
    expect(siteLabel(english, 16, 'M', true, none)).toBe('Tooth 16, mesial surface, selected');
    expect(summarize(english, null)).toBe('Nothing selected');
  });
});
