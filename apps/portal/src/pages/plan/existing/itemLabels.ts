import type { PlanoTratamentoItem } from '@odonto/api';

// An item is on a tooth, on a region (TISS Tabela 42 code) or on the whole mouth.
export const placeLabel = (item: PlanoTratamentoItem): string | number =>
  item.idDente ?? item.arcada ?? item.hemiArcada ?? item.sextante ?? item.regiao ?? 'Boca';

/** An item as a person names it, e.g. 'Dente 26 · 85100196 - Restauração…' or 'Região AS · …'. */
export function itemTitle(item: PlanoTratamentoItem): string {
  const place =
    item.idDente !== null
      ? `Dente ${item.idDente}`
      : placeLabel(item) === 'Boca'
        ? 'Boca'
        : `Região ${placeLabel(item)}`;
  return `${place} · ${item.codTuss} - ${item.descricao}`;
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
