import type { ToothCondition, ToothConditions } from '../model/conditions';
import { type Face, sortFaces } from '../model/faces';
import type { RegionCode } from '../model/regions';
import { findRegion } from '../model/regions';
import type { ToothSelection } from '../model/selection';
import { findTooth, type ToothNumber } from '../model/teeth';
import type { ChartView } from './geometry';
import {
  MARKER_CLASSES,
  type MarkerClass,
  markerClass,
  type OdontogramLabels,
  type OdontogramMarker,
  summarize,
} from './labels';

/** Everything marked on one tooth, as the read-only chart's text alternative names it. */
export interface MarkedTooth {
  tooth: ToothNumber;
  /** Faces covered by any marker, in the canonical order. */
  faces: Face[];
  /** Whether a marker is on the root. */
  root: boolean;
  /** The classes of its markers ('planned', 'extracted', …), in MARKER_CLASSES order. */
  classes: MarkerClass[];
  /** Its initial situation, when recorded. */
  condition?: ToothCondition;
}

/** The teeth with markers or a situation, in FDI order, each with its faces, root and marker classes merged. */
export function markedTeeth(
  markers: readonly OdontogramMarker[],
  conditions: ToothConditions = {},
): MarkedTooth[] {
  const byTooth = new Map<ToothNumber, { faces: Set<Face>; root: boolean; classes: Set<MarkerClass> }>();
  const entry = (tooth: ToothNumber) => {
    const found = byTooth.get(tooth) ?? {
      faces: new Set<Face>(),
      root: false,
      classes: new Set<MarkerClass>(),
    };
    byTooth.set(tooth, found);
    return found;
  };
  for (const marker of markers) {
    const found = entry(marker.tooth);
    for (const face of marker.faces ?? []) found.faces.add(face);
    found.root ||= marker.root === true;
    found.classes.add(markerClass(marker));
  }
  for (const tooth of Object.keys(conditions)) entry(Number(tooth));
  return [...byTooth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tooth, { faces, root, classes }]) => {
      const condition = conditions[tooth];
      return {
        tooth,
        faces: sortFaces(faces),
        root,
        classes: MARKER_CLASSES.filter((name) => classes.has(name)),
        ...(condition ? { condition } : {}),
      };
    });
}

/** A selection of one whole tooth: neither faces nor the root. */
export const isWholeTooth = (selection: ToothSelection): boolean =>
  selection.faces.length === 0 && !selection.root;

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
  conditions?: ToothConditions,
  region?: RegionCode | null,
): string {
  const name = `${labels.chart}: ${labels.markedTeeth(markedTeeth(markers, conditions))}`;
  const chosen = region ? findRegion(region) : undefined;
  // Read-only, a selection without faces or root is a whole tooth (an item such as an extraction), not a
  // pick in progress: named 'Dente 36', not 'Dente 36 — Nenhuma face ou raiz'.
  const picked = chosen
    ? labels.region(chosen)
    : selection
      ? summarize(labels, selection, isWholeTooth(selection))
      : '';
  return picked ? `${name}; ${labels.selection}: ${picked}` : name;
}
