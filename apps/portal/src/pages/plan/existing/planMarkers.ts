import type { PlanoTratamentoItem } from '@odonto/api';
import { type OdontogramMarker, planItemMarker } from '@odonto/odontogram';

/**
 * The odontogram markers of a plan's items, each with its status (a performed extraction shows the tooth
 * removed); items placed on a region or with an unknown tooth or faces are left out.
 */
export function planMarkers(items: readonly PlanoTratamentoItem[]): OdontogramMarker[] {
  return items
    .map((item) =>
      planItemMarker({
        tooth: item.idDente,
        faces: item.faces ?? '',
        description: item.descricao,
        status: item.audiStatus,
      }),
    )
    .filter((marker) => marker !== null);
}
