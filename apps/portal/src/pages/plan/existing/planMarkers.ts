import { itemPlaceOf, type PlanoTratamentoItem } from '@odonto/api';
import { type OdontogramMarker, planItemMarkers } from '@odonto/odontogram';

/**
 * The odontogram markers of a plan's items, each with its status (a performed extraction shows the tooth
 * removed); items placed on a region or with an unknown tooth or faces are left out.
 */
export const planMarkers = (items: readonly PlanoTratamentoItem[]): OdontogramMarker[] =>
  planItemMarkers(items.map(itemPlaceOf));
