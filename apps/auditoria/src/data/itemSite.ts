import { type ItemSiteFields, itemPlaceOf, itemSiteOf, type PlanoTratamentoItem } from '@odonto/api';
import {
  findRegion,
  type OdontogramMarker,
  planItemMarker,
  planItemMarkers,
  planItemSiteLabel,
  type RegionCode,
  type ToothSelection,
} from '@odonto/odontogram';

/** 'Dente 16 · faces M, O', 'S1 · Sextante superior posterior direito', 'Arcadas Superiores e inferiores' (the odontogram's wording). */
export const itemSiteLabel = (item: ItemSiteFields): string => planItemSiteLabel(itemSiteOf(item));

/** The plan's items as the chart's markers (items on a region have none: the chart shows the selected one). */
export const itemMarkers = (items: readonly PlanoTratamentoItem[]): OdontogramMarker[] =>
  planItemMarkers(items.map(itemPlaceOf));

/** How the read-only chart highlights one item: its tooth and faces, or its region. */
export interface ItemHighlight {
  value: ToothSelection | null;
  region: RegionCode | null;
}

export function itemHighlight(item: PlanoTratamentoItem | undefined): ItemHighlight {
  const none: ItemHighlight = { value: null, region: null };
  if (!item) return none;
  const marker = planItemMarker(itemPlaceOf(item));
  if (marker) {
    // No faces and no root: the whole tooth, which the read-only chart highlights as such.
    return {
      value: { tooth: marker.tooth, faces: marker.faces ?? [], root: marker.root === true },
      region: null,
    };
  }
  const region = findRegion(itemSiteOf(item).region ?? '');
  return region ? { ...none, region: region.code } : none;
}
