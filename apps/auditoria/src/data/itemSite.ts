import { type ItemRegionFields, itemRegion, type PlanoTratamentoItem } from '@odonto/api';
import {
  findRegion,
  type OdontogramMarker,
  planItemMarker,
  type RegionCode,
  type ToothSelection,
} from '@odonto/odontogram';

/** Where an item is: a tooth with its faces, or a Tabela 42 code (the queue's ItemFila carries only `regiao`). */
export type ItemPlace = Pick<PlanoTratamentoItem, 'idDente' | 'faces'> & ItemRegionFields;

/** 'Dente 16 · faces M, O', 'Dente 21 · raiz', 'Dente 36', 'S1 · Sextante superior posterior direito', 'Boca toda'. */
export function itemSiteLabel(item: ItemPlace): string {
  if (item.idDente !== null) {
    const faces = (item.faces ?? '').split(',').filter(Boolean);
    if (faces.length === 0) return `Dente ${item.idDente}`;
    if (faces.length === 1 && faces[0] === 'R') return `Dente ${item.idDente} · raiz`;
    return `Dente ${item.idDente} · ${faces.length === 1 ? 'face' : 'faces'} ${faces.join(', ')}`;
  }
  const code = itemRegion(item);
  if (!code) return 'Boca toda';
  const region = findRegion(code);
  return region ? `${code} · ${region.name}` : code;
}

/** The plan's items as the chart's markers (items on a region have none: the chart shows the selected one). */
export const itemMarkers = (items: readonly PlanoTratamentoItem[]): OdontogramMarker[] =>
  items.flatMap((item) => {
    const marker = planItemMarker({
      tooth: item.idDente,
      faces: item.faces ?? '',
      description: item.descricao,
      status: item.audiStatus,
    });
    return marker ? [marker] : [];
  });

/** How the read-only chart highlights one item: its tooth and faces, or its region. */
export interface ItemHighlight {
  value: ToothSelection | null;
  region: RegionCode | null;
}

export function itemHighlight(item: PlanoTratamentoItem | undefined): ItemHighlight {
  const none: ItemHighlight = { value: null, region: null };
  if (!item) return none;
  const marker = planItemMarker({
    tooth: item.idDente,
    faces: item.faces ?? '',
    description: '',
    status: '',
  });
  if (marker) {
    // No faces and no root: the whole tooth, which the read-only chart highlights as such.
    return {
      value: { tooth: marker.tooth, faces: marker.faces ?? [], root: marker.root === true },
      region: null,
    };
  }
  const region = findRegion(itemRegion(item) ?? '');
  return region ? { ...none, region: region.code } : none;
}
