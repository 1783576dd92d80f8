import type { MarkerStatus, OdontogramMarker } from '../chart/labels';
import { parseFaces } from './faces';
import { isToothNumber } from './teeth';

/** Where a treatment plan's item is and how the operator judged it, as the portal and the printed guide know it. */
export interface PlanItemPlace {
  /** FDI tooth number; null for an item placed on a region (an arch, a sextant). */
  tooth: number | null;
  /** Faces as the Dentist API writes them ('M,O'; 'R' for the root); empty when the item has none. */
  faces: string;
  /** The procedure's TUSS description. */
  description: string;
  /** The operator's audit status: 'Aguardando Aprovação', 'Autorizado', 'Negado', 'Realizado'… */
  status: string;
}

// Procedures that remove the tooth (the rules table's `removeDente`: the exodontias and 'Remoção de dentes
// inclusos / semi-inclusos'), recognised by their description: an item carries no rules of its own.
const EXTRACTION = /extra[cç][aã]o|exodontia|remo[cç][aã]o de dentes (semi-)?inclusos/i;

/** How an item's audit status is drawn: refused items as denied, performed ones as done, the rest as planned. */
function planItemMarkerStatus(status: string): MarkerStatus {
  if (status === 'Negado') return 'denied';
  return status === 'Realizado' ? 'performed' : 'planned';
}

/**
 * The item as a chart marker (a performed extraction shows the tooth removed); null when it is placed on a
 * region, or its tooth or faces are not the chart's.
 */
export function planItemMarker(item: PlanItemPlace): OdontogramMarker | null {
  if (item.tooth === null || !isToothNumber(item.tooth)) return null;
  const sites = parseFaces(item.faces, item.tooth);
  if (!sites.ok) return null;
  return {
    tooth: item.tooth,
    faces: sites.value.faces,
    root: sites.value.root,
    kind: EXTRACTION.test(item.description) ? 'extraction' : 'planned',
    status: planItemMarkerStatus(item.status),
  };
}

/** The chart's markers of a plan's items; items on a region, or whose tooth or faces are not the chart's, have none. */
export const planItemMarkers = (items: readonly PlanItemPlace[]): OdontogramMarker[] =>
  items.map(planItemMarker).filter((marker) => marker !== null);
