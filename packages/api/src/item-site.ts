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
