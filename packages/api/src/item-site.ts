import type { PlanoTratamentoItem, ProcedimentoDoHistorico } from '@odonto/contract';

/** The region fields of an item; the audit queue's ItemFila carries only `regiao`. */
export type ItemRegionFields = Pick<PlanoTratamentoItem, 'regiao'> &
  Partial<Pick<PlanoTratamentoItem, 'arcada' | 'hemiArcada' | 'sextante'>>;

/** The Tabela 42 code of an item not on a tooth: at most one of the four fields holds it. */
export const itemRegion = (item: ItemRegionFields): string | null =>
  item.arcada ?? item.hemiArcada ?? item.sextante ?? item.regiao ?? null;

/** What the history keeps of an item beside each of its changes (ProcedimentoDoHistorico). */
export const historyProcedureOf = (item: PlanoTratamentoItem): ProcedimentoDoHistorico => ({
  codTuss: item.codTuss,
  descricao: item.descricao,
  idDente: item.idDente,
  faces: item.faces,
  regiao: itemRegion(item),
});

/** The fields that say where an item is and how it was judged (the queue's ItemFila carries no faces). */
export type ItemSiteFields = Pick<PlanoTratamentoItem, 'idDente'> &
  Partial<Pick<PlanoTratamentoItem, 'faces'>> &
  ItemRegionFields;

/**
 * Where an item is, in the odontogram's terms (its PlanItemSite: @odonto/odontogram names it and draws
 * it, the same on every screen and on the printed guide).
 */
export const itemSiteOf = (item: ItemSiteFields) => ({
  tooth: item.idDente,
  region: itemRegion(item),
  faces: item.faces ?? '',
});

/** The item as the odontogram's PlanItemPlace: its tooth and faces, its procedure and its audit status. */
export const itemPlaceOf = (
  item: Pick<PlanoTratamentoItem, 'idDente' | 'faces' | 'descricao' | 'audiStatus'>,
) => ({
  tooth: item.idDente,
  faces: item.faces ?? '',
  description: item.descricao,
  status: item.audiStatus,
});
