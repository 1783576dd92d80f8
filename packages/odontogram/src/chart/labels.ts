import { CONDITION_NAMES, type ToothCondition } from '../model/conditions';
import { FACE_NAMES, type Face, type Site } from '../model/faces';
import type { MouthRegion, RegionKind } from '../model/regions';
import type { ToothSelection } from '../model/selection';
import type { ToothNumber } from '../model/teeth';
import type { MarkedTooth } from './read-only';

/**
 * What the chart asks the user to pick: a tooth's 'faces', its 'root', a whole 'tooth', or a region
 * ('arch', 'hemiArch', 'sextant'). An empty list asks for nothing (e.g. a procedure for the whole mouth).
 */
export type ChartAsk = 'faces' | 'root' | 'tooth' | RegionKind;

/** Where a plan item stands; the caller maps its item statuses to these. */
export type MarkerStatus = 'planned' | 'performed' | 'denied';

/** A marker is data the chart draws: a plan item on a tooth, some of its faces or its root. */
export interface OdontogramMarker {
  tooth: ToothNumber;
  /** Faces the procedure covers. */
  faces?: readonly Face[];
  /** Whether the procedure is on the root. */
  root?: boolean;
  /**
   * 'extraction' for an item that removes the tooth (exodontia, 'Remoção de dentes inclusos'), drawn as a
   * cross; 'procedure' for any other ('planned' is its older name).
   */
  kind: 'procedure' | 'planned' | 'extraction';
  /** 'planned' (default): hatched; 'performed' (realizado): latticed, an extraction shows the tooth removed; 'denied' (negado): grey lines. */
  status?: MarkerStatus;
}

/** A marker's kind and status together, as the chart draws and names it. */
export type MarkerClass =
  | 'planned'
  | 'performed'
  | 'denied'
  | 'extraction'
  | 'extracted'
  | 'extractionDenied';
export const MARKER_CLASSES: readonly MarkerClass[] = [
  'planned',
  'performed',
  'denied',
  'extraction',
  'extracted',
  'extractionDenied',
];

export function markerClass({ kind, status = 'planned' }: OdontogramMarker): MarkerClass {
  if (kind !== 'extraction') return status;
  return status === 'planned' ? 'extraction' : status === 'performed' ? 'extracted' : 'extractionDenied';
}

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
  /** Count of markers of one class: '1 procedimento planejado', '2 extrações realizadas'. */
  markerCount: (markerClass: MarkerClass, count: number) => string;
  /** Legend entry of each marker class; lower-cased, it also names them in the read-only text ('realizado'). */
  markerNames: Record<MarkerClass, string>;
  /** A region, as announced and summarised: 'Sextante superior posterior direito, S1'. */
  region: (region: MouthRegion) => string;
  /** Name of each initial situation ('Ausente', 'Cariado', …), in the legend and, lower-cased, in tooth names. */
  conditions: Record<ToothCondition, string>;
  /** Title of the situation picker: 'Situação inicial'. */
  conditionsTitle: string;
  /** Name of the region buttons of the compact layout. */
  regionsTitle: string;
  /** Name of the enlarged tooth's buttons in the compact layout: 'Faces e raiz do dente 16'. */
  toothSites: (tooth: ToothNumber) => string;
  /** Option of the situation picker that erases a tooth's situation: 'Sem registro'. */
  noCondition: string;
  /** Why a part of the chart is disabled, from what it asks for: 'Este procedimento pede um sextante.' */
  notAsked: (asks: readonly ChartAsk[]) => string;
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

const lower = (text: string) => text.toLocaleLowerCase('pt-BR');

// Participle stem of each class: 'planejad' + 'o'/'a' + 's'.
const PARTICIPLES: Record<MarkerClass, string> = {
  planned: 'planejad',
  performed: 'realizad',
  denied: 'negad',
  extraction: 'indicad',
  extracted: 'realizad',
  extractionDenied: 'negad',
};

const ASK_WORDS: Record<ChartAsk, string> = {
  faces: 'faces de um dente',
  root: 'a raiz de um dente',
  tooth: 'um dente',
  arch: 'uma arcada',
  hemiArch: 'uma hemiarcada',
  sextant: 'um sextante',
};

export const ptBR: OdontogramLabels = {
  chart: 'Odontograma',
  permanent: 'Permanentes',
  deciduous: 'Decíduos',
  mixed: 'Mista',
  tooth: (tooth) => `Dente ${tooth}`,
  faces: { ...FACE_NAMES },
  root: 'Raiz',
  faceSite: (faceName) => `face ${lower(faceName)}`,
  selected: 'selecionada',
  markerCount: (markerClass, count) => {
    const [noun, ending] = markerClass.startsWith('extract') ? ['extraç', 'a'] : ['procedimento', 'o'];
    const many = count === 1 ? '' : 's';
    return `${count} ${noun}${ending === 'a' ? (many ? 'ões' : 'ão') : many} ${PARTICIPLES[markerClass]}${ending}${many}`;
  },
  markerNames: {
    planned: 'Planejado',
    performed: 'Realizado',
    denied: 'Negado',
    extraction: 'Extração',
    extracted: 'Extraído',
    extractionDenied: 'Extração negada',
  },
  region: ({ name, code }) => `${name}, ${code}`,
  conditions: { ...CONDITION_NAMES },
  conditionsTitle: 'Situação inicial',
  regionsTitle: 'Regiões',
  toothSites: (tooth) => `Faces e raiz do dente ${tooth}`,
  noCondition: 'Sem registro',
  notAsked: (asks) =>
    asks.length === 0
      ? 'Este procedimento não pede dente nem região.'
      : `Este procedimento pede ${asks.map((ask) => ASK_WORDS[ask]).join(' ou ')}.`,
  noSelection: 'Nenhuma seleção',
  noSites: 'Nenhuma face ou raiz',
  summary: (toothName, sites) => `${toothName} — ${sites.join(', ')}`,
  keyboardHint:
    'Use as setas para passar de uma face, raiz, dente ou região a outro; Enter ou Espaço marca ou desmarca; Esc limpa a seleção.',
  markedTeeth: (teeth) =>
    teeth.length === 0
      ? 'nenhum procedimento marcado'
      : teeth
          .map(({ tooth, faces, root, classes, condition }) => {
            const parts = [
              faces.length > 0 ? `${faces.length === 1 ? 'face' : 'faces'} ${faces.join(', ')}` : '',
              root ? 'raiz' : '',
              ...classes.map((name) => (name === 'planned' ? '' : lower(ptBR.markerNames[name]))),
              condition ? lower(CONDITION_NAMES[condition]) : '',
            ].filter(Boolean);
            return parts.length > 0 ? `dente ${tooth} (${parts.join('; ')})` : `dente ${tooth}`;
          })
          .join(', '),
  selection: 'seleção',
};

export type MarkerCounts = Record<MarkerClass, number>;

/** How many markers of each class cover the tooth, or one of its sites when given. */
export function countMarkers(
  markers: readonly OdontogramMarker[],
  tooth: ToothNumber,
  site?: Site,
): MarkerCounts {
  const counts = Object.fromEntries(MARKER_CLASSES.map((name) => [name, 0])) as MarkerCounts;
  for (const marker of markers) {
    if (marker.tooth !== tooth) continue;
    const covers =
      site === undefined || (site === 'R' ? marker.root === true : (marker.faces ?? []).includes(site));
    if (covers) counts[markerClass(marker)] += 1;
  }
  return counts;
}

function countParts(labels: OdontogramLabels, counts: MarkerCounts): string[] {
  return MARKER_CLASSES.filter((name) => counts[name] > 0).map((name) =>
    labels.markerCount(name, counts[name]),
  );
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
  const name = site === 'R' ? lower(labels.root) : labels.faceSite(labels.faces[site]);
  return [labels.tooth(tooth), name, selected ? labels.selected : '', ...countParts(labels, counts)]
    .filter(Boolean)
    .join(', ');
}

/** Name of a tooth: its situation and what is planned on it as a whole ('Dente 36, cariado, 1 extração indicada'). */
export function toothLabel(
  labels: OdontogramLabels,
  tooth: ToothNumber,
  counts: MarkerCounts,
  condition?: ToothCondition,
): string {
  return [
    labels.tooth(tooth),
    condition ? lower(labels.conditions[condition]) : '',
    ...countParts(labels, counts),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The selection summary: 'Dente 16 — Mesial, Oclusal', 'Dente 16 — Raiz', 'Dente 16' (whole tooth) or 'Nenhuma seleção'. */
export function summarize(
  labels: OdontogramLabels,
  selection: ToothSelection | null | undefined,
  wholeTooth = false,
): string {
  if (!selection) return labels.noSelection;
  const name = labels.tooth(selection.tooth);
  if (wholeTooth) return name;
  const sites = selection.root ? [labels.root] : selection.faces.map((face) => labels.faces[face]);
  return labels.summary(name, sites.length > 0 ? sites : [labels.noSites]);
}
