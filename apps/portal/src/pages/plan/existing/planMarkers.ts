import type { PlanoTratamentoItem } from '@odonto/api';
import { isToothNumber, type OdontogramMarker, parseFaces } from '@odonto/odontogram';

// 'Para Extrair' procedures are recognised by their description (the API has no action field).
const EXTRACTION = /extra[cç][aã]o|exodontia/i;

/** The odontogram markers of a plan's items; items with an unknown tooth or faces are left out. */
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
    });
  }
  return markers;
}
