import { type Face, sortFaces } from '../model/faces';
import type { ToothSelection } from '../model/selection';
import { findTooth, type ToothNumber } from '../model/teeth';
import type { ChartView } from './geometry';
import { type OdontogramLabels, type OdontogramMarker, summarize } from './labels';

/** Everything marked on one tooth, as the read-only chart's text alternative names it. */
export interface MarkedTooth {
  tooth: ToothNumber;
  /** Faces covered by any planned item or extraction, in the canonical order. */
  faces: Face[];
  /** Whether an item is on the root. */
  root: boolean;
  /** Whether the tooth is to be extracted. */
  extraction: boolean;
}

/** The marked teeth in FDI order, each with its faces, root and extraction merged. */
export function markedTeeth(markers: readonly OdontogramMarker[]): MarkedTooth[] {
  const byTooth = new Map<ToothNumber, { faces: Set<Face>; root: boolean; extraction: boolean }>();
  for (const marker of markers) {
    const entry = byTooth.get(marker.tooth) ?? { faces: new Set<Face>(), root: false, extraction: false };
    for (const face of marker.faces ?? []) entry.faces.add(face);
    entry.root ||= marker.root === true;
    entry.extraction ||= marker.kind === 'extraction';
    byTooth.set(marker.tooth, entry);
  }
  return [...byTooth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tooth, entry]) => ({ tooth, ...entry, faces: sortFaces(entry.faces) }));
}

/** The view that shows every given tooth: mixed when both dentitions have one, else the one that does. */
export function viewShowing(teeth: readonly ToothNumber[]): ChartView {
  const dentitions = new Set(teeth.map((tooth) => findTooth(tooth)?.dentition));
  if (!dentitions.has('deciduous')) return 'permanent';
  return dentitions.has('permanent') ? 'mixed' : 'deciduous';
}

/** The read-only chart's text alternative: 'Odontograma: dente 16 (faces M, O), dente 21 (raiz)'. */
export function readOnlyName(
  labels: OdontogramLabels,
  markers: readonly OdontogramMarker[],
  selection: ToothSelection | null | undefined,
): string {
  const name = `${labels.chart}: ${labels.markedTeeth(markedTeeth(markers))}`;
  return selection ? `${name}; ${labels.selection}: ${summarize(labels, selection)}` : name;
}
