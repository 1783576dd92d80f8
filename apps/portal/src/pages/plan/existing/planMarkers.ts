import type { ItemStatus, PlanoTratamentoItem } from '@odonto/api';
import { isToothNumber, type MarkerStatus, type OdontogramMarker, parseFaces } from '@odonto/odontogram';

// Procedures that remove the tooth (the rules table's `removeDente`: the exodontias and 'Remoção de dentes
// inclusos / semi-inclusos'), recognised by their description: an item carries no rules of its own.
const EXTRACTION = /extra[cç][aã]o|exodontia|remo[cç][aã]o de dentes (semi-)?inclusos/i;

/** How an item's audit status is drawn: refused items as denied, performed ones as done, the rest as planned. */
export function markerStatus(status: ItemStatus): MarkerStatus {
  if (status === 'Negado') return 'denied';
  return status === 'Realizado' ? 'performed' : 'planned';
}

/**
 * The odontogram markers of a plan's items, each with its status (a performed extraction shows the tooth
 * removed); items placed on a region or with an unknown tooth or faces are left out.
 */
export function planMarkers(items: readonly PlanoTratamentoItem[]): OdontogramMarker[] {
  const markers: OdontogramMarker[] = [];
  for (const item of items) {
    if (!isToothNumber(item.idDente)) continue;
    const sites = parseFaces(item.faces ?? '', item.idDente);
    if (!sites.ok) continue;
    markers.push({
      tooth: item.idDente,
      faces: sites.value.faces,
      root: sites.value.root,
      kind: EXTRACTION.test(item.descricao) ? 'extraction' : 'planned',
      status: markerStatus(item.audiStatus),
    });
  }
  return markers;
}
