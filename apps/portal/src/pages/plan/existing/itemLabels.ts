import {
  type ItemHistorico,
  itemRegion,
  itemSiteOf,
  type PlanoTratamentoItem,
  type ProcedimentoDoHistorico,
} from '@odonto/api';
import { planItemPlaceLabel, regionLabel } from '@odonto/odontogram';

// An item is on a tooth, on a region (TISS Tabela 42 code) or on the whole mouth, named as the odontogram names it.
export const placeLabel = (item: PlanoTratamentoItem): string => planItemPlaceLabel(itemSiteOf(item));

/** A procedure on its site as a person names it, e.g. 'Dente 26 · 85100196 - Restauração…' or 'AS · Arco Superior · …'. */
function procedureTitle(
  { codTuss, descricao }: Pick<ProcedimentoDoHistorico, 'codTuss' | 'descricao'>,
  idDente: number | null,
  regiao: string | null,
): string {
  const place = idDente !== null ? `Dente ${idDente}` : regionLabel(regiao);
  return `${place} · ${codTuss} - ${descricao}`;
}

/** An item of the plan as a person names it (procedureTitle). */
export function itemTitle(item: PlanoTratamentoItem): string {
  return procedureTitle(item, item.idDente, itemRegion(item));
}

/**
 * The item of a history row that is no longer in the plan, named as the row keeps it; rows written before
 * the history kept the procedure (migration 014) know only its id.
 */
export function removedItemTitle({ procedimento, idProcedimentoItem }: ItemHistorico): string {
  const title = procedimento
    ? procedureTitle(procedimento, procedimento.idDente, procedimento.regiao)
    : `Procedimento ${idProcedimentoItem}`;
  return `${title} (fora do plano)`;
}

/** The audit's reason for the item's status: the Tabela 38 code and its text when denied, or the note. */
export function reasonText(item: PlanoTratamentoItem): string {
  const motivo = item.audiMotivoStatus?.trim() ?? '';
  if (item.audiCodigoGlosa)
    return motivo ? `Glosa ${item.audiCodigoGlosa}: ${motivo}` : `Glosa ${item.audiCodigoGlosa}`;
  return motivo;
}

/** TISS 4 and 5: the audit waits on the dentist's justification or documents. */
export const awaitsAnswer = (item: PlanoTratamentoItem) =>
  item.audiStatus === 'Aguardando Justificativa' || item.audiStatus === 'Aguardando Documentação';

/**
 * What the dentist sent with an item the rules predicted glosas for (issue #29), as the items table says it:
 * 'Glosa prevista 3056 · enviado com justificativa'; null when the rules predicted none.
 */
export function predictionNote(item: Pick<PlanoTratamentoItem, 'glosasPrevistas' | 'justificativa'>) {
  const codes = [...new Set(item.glosasPrevistas.map((glosa) => glosa.codigo))];
  if (codes.length === 0) return null;
  const label = codes.length === 1 ? 'Glosa prevista' : 'Glosas previstas';
  const sent = item.justificativa ? 'enviado com justificativa' : 'enviado sem justificativa';
  return `${label} ${codes.join(', ')} · ${sent}`;
}
