import { findRegion } from './regions';

/**
 * TISS Tabela 42's name for the whole mouth (code ASAI): how an item on neither a tooth nor a region reads,
 * on the portal, on the audit console and on the printed guide alike.
 */
export const WHOLE_MOUTH_LABEL = 'Arcadas Superiores e inferiores';

/** Where a plan's item is, as the Dentist API's fields say it (PlanoTratamentoItem, ItemFila, GuiaItem). */
export interface PlanItemSite {
  /** FDI tooth number; null for an item off a tooth. */
  tooth: number | null;
  /** TISS Tabela 42 code of the region ('S1', 'AS', 'LG'); null on a tooth or on the whole mouth. */
  region: string | null;
  /** Faces as the Dentist API writes them ('M,O'; 'R' for the root); empty when the item has none. */
  faces: string;
}

/** A region as people read it: its Tabela 42 code and name ('S1 · Sextante superior posterior direito'). */
export function regionLabel(code: string | null): string {
  if (!code) return WHOLE_MOUTH_LABEL;
  const region = findRegion(code);
  return region ? `${code} · ${region.name}` : code;
}

/** The 'Dente/Região' column of the plan's table and the printed guide: the tooth's number, or regionLabel. */
export const planItemPlaceLabel = ({ tooth, region }: Pick<PlanItemSite, 'tooth' | 'region'>): string =>
  tooth !== null ? String(tooth) : regionLabel(region);

/** The whole site: 'Dente 16 · faces M, O', 'Dente 21 · raiz', 'Dente 36', or regionLabel. */
export function planItemSiteLabel({ tooth, region, faces }: PlanItemSite): string {
  if (tooth === null) return regionLabel(region);
  const list = faces.split(',').filter(Boolean);
  if (list.length === 0) return `Dente ${tooth}`;
  if (list.length === 1 && list[0] === 'R') return `Dente ${tooth} · raiz`;
  return `Dente ${tooth} · ${list.length === 1 ? 'face' : 'faces'} ${list.join(', ')}`;
}
