import { FACE_NAMES, type Face, type Site } from '../model/faces';
import type { ToothSelection } from '../model/selection';
import type { ToothNumber } from '../model/teeth';
import type { MarkedTooth } from './read-only';

/** Every text the chart shows or announces; pass some of them to override (pt-BR by default). */
export interface OdontogramLabels {
  /** Name of the chart, e.g. 'Odontograma'. */
  chart: string;
  /** Tab of the permanent dentition. */
  permanent: string;
  /** Tab of the deciduous dentition. */
  deciduous: string;
  /** Tab of the mixed dentition (both, shown with `showMixed`). */
  mixed: string;
  /** Name of a tooth: 'Dente 16'. */
  tooth: (tooth: ToothNumber) => string;
  /** Display name of each face: 'Mesial', 'Oclusal'. */
  faces: Record<Face, string>;
  /** The root: 'Raiz'. */
  root: string;
  /** A face as announced: 'face mesial'. */
  faceSite: (faceName: string) => string;
  /** State of a selected face or root: 'selecionada'. */
  selected: string;
  /** Count of planned procedures: '1 procedimento planejado'. */
  planned: (count: number) => string;
  /** Count of extractions: '1 extração indicada'. */
  extraction: (count: number) => string;
  /** Summary when nothing is selected. */
  noSelection: string;
  /** Summary when a tooth is selected without faces or root. */
  noSites: string;
  /** Summary line: 'Dente 16 — Mesial, Oclusal'. */
  summary: (toothName: string, sites: string[]) => string;
  /** How to use the chart from the keyboard, given to screen readers as its description. */
  keyboardHint: string;
  /** What the read-only chart shows, as its text alternative: 'dente 16 (faces M, O), dente 21 (raiz)'. */
  markedTeeth: (teeth: readonly MarkedTooth[]) => string;
  /** Introduces the selection in the read-only chart's text alternative: 'seleção'. */
  selection: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const ptBR: OdontogramLabels = {
  chart: 'Odontograma',
  permanent: 'Permanentes',
  deciduous: 'Decíduos',
  mixed: 'Mista',
  tooth: (tooth) => `Dente ${tooth}`,
  faces: { ...FACE_NAMES },
  root: 'Raiz',
  faceSite: (faceName) => `face ${faceName.toLocaleLowerCase('pt-BR')}`,
  selected: 'selecionada',
  planned: (count) => plural(count, 'procedimento planejado', 'procedimentos planejados'),
  extraction: (count) => plural(count, 'extração indicada', 'extrações indicadas'),
  noSelection: 'Nenhuma seleção',
  noSites: 'Nenhuma face ou raiz',
  summary: (toothName, sites) => `${toothName} — ${sites.join(', ')}`,
  keyboardHint:
    'Use as setas para passar de uma face, raiz ou dente a outro; Enter ou Espaço marca ou desmarca; Esc limpa a seleção.',
  markedTeeth: (teeth) =>
    teeth.length === 0
      ? 'nenhum procedimento marcado'
      : teeth
          .map(({ tooth, faces, root, extraction }) => {
            const parts = [
              faces.length > 0 ? `${faces.length === 1 ? 'face' : 'faces'} ${faces.join(', ')}` : '',
              root ? 'raiz' : '',
              extraction ? 'extração' : '',
            ].filter(Boolean);
            return parts.length > 0 ? `dente ${tooth} (${parts.join('; ')})` : `dente ${tooth}`;
          })
          .join(', '),
  selection: 'seleção',
};

/** A marker is data the chart draws: a planned procedure or an extraction on a tooth, some faces or the root. */
export interface OdontogramMarker {
  tooth: ToothNumber;
  /** Faces the procedure covers. */
  faces?: readonly Face[];
  /** Whether the procedure is on the root. */
  root?: boolean;
  /** 'extraction' for the action 'Para Extrair', 'planned' for any other planned item. */
  kind: 'planned' | 'extraction';
}

export interface MarkerCounts {
  planned: number;
  extraction: number;
}

export function countMarkers(
  markers: readonly OdontogramMarker[],
  tooth: ToothNumber,
  site?: Site,
): MarkerCounts {
  const counts = { planned: 0, extraction: 0 };
  for (const marker of markers) {
    if (marker.tooth !== tooth) continue;
    const covers =
      site === undefined || (site === 'R' ? marker.root === true : (marker.faces ?? []).includes(site));
    if (covers) counts[marker.kind] += 1;
  }
  return counts;
}

function countParts(labels: OdontogramLabels, counts: MarkerCounts): string[] {
  const parts: string[] = [];
  if (counts.planned > 0) parts.push(labels.planned(counts.planned));
  if (counts.extraction > 0) parts.push(labels.extraction(counts.extraction));
  return parts;
}

export function siteName(labels: OdontogramLabels, site: Site): string {
  return site === 'R' ? labels.root : labels.faces[site];
}

/** What a screen reader hears on a site: 'Dente 16, face mesial, selecionada, 1 procedimento planejado'. */
export function siteLabel(
  labels: OdontogramLabels,
  tooth: ToothNumber,
  site: Site,
  selected: boolean,
  counts: MarkerCounts,
): string {
  const name = site === 'R' ? labels.root.toLocaleLowerCase('pt-BR') : labels.faceSite(labels.faces[site]);
  return [labels.tooth(tooth), name, selected ? labels.selected : '', ...countParts(labels, counts)]
    .filter(Boolean)
    .join(', ');
}

/** Name of a tooth's group, with what is planned on the tooth as a whole. */
export function toothLabel(labels: OdontogramLabels, tooth: ToothNumber, counts: MarkerCounts): string {
  return [labels.tooth(tooth), ...countParts(labels, counts)].join(', ');
}

/** The selection summary: 'Dente 16 — Mesial, Oclusal', 'Dente 16 — Raiz' or 'Nenhuma seleção'. */
export function summarize(labels: OdontogramLabels, selection: ToothSelection | null | undefined): string {
  if (!selection) return labels.noSelection;
  const sites = selection.root ? [labels.root] : selection.faces.map((face) => labels.faces[face]);
  return labels.summary(labels.tooth(selection.tooth), sites.length > 0 ? sites : [labels.noSites]);
}
