import {
  type ItemHistorico,
  itemRegion,
  itemSiteOf,
  type PlanoTratamentoItem,
  type ProcedimentoDoHistorico,
} from '@odonto/api';
import { planItemPlaceLabel, regionLabel } from '@odonto/odontogram';
import { automaticAuthorizationLabel, formatBusinessDays, formatMomentDate } from '@odonto/ui';

/** The operator's answer deadline of an item (openapi PrazoDoItem). */
export type Prazo = PlanoTratamentoItem['prazo'];
/** An authorization with change and the dentist's answer (openapi AlteracaoDoItem). */
export type Alteracao = NonNullable<PlanoTratamentoItem['alteracao']>;
/** A procedure as requested or as authorized (openapi ProcedimentoDoItem). */
export type ProcedimentoDoItem = Alteracao['pedido'];

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

/**
 * What the row's actions name the item by ('Remover dente 16, 85100200'); an item with no tooth by its place
 * ('Remover Arcada superior, 84000198'), never 'dente null'.
 */
export const itemActionName = (item: PlanoTratamentoItem): string =>
  `${item.idDente !== null ? `dente ${item.idDente}` : placeLabel(item)}, ${item.codTuss}`;

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

/** The faces of a restoration as the table shows them: 'M, O', or 'Raiz' for a root. */
export const facesLabel = (faces: string | null) =>
  !faces ? '' : faces.trim().toUpperCase() === 'R' ? 'Raiz' : faces.split(',').join(', ');

/**
 * The operator's answer deadline as the dentist reads it (RN 566/2022): while the item waits for the operator,
 * 'Resposta da operadora até 08/12/2026 · 5 dias úteis' ('· vence hoje'; 'Prazo vencido há 2 dias úteis
 * (até 24/11/2026)'); while it waits for the dentist with the clock stopped, 'Prazo parado: aguarda a sua
 * resposta'; once answered, 'Respondido em 10/11/2026, no prazo' (or 'fora do prazo'). Dates are Brasília's.
 */
export function prazoLabel(prazo: Prazo): string | null {
  if (prazo.pausado) return 'Prazo parado: aguarda a sua resposta';
  const left = prazo.diasUteisRestantes;
  const until = formatMomentDate(prazo.prazoResposta);
  if (left !== null) {
    const urgency = prazo.urgente ? 'Urgência · ' : '';
    if (left < 0) return `${urgency}Prazo vencido há ${formatBusinessDays(-left)} (até ${until})`;
    return `${urgency}Resposta da operadora até ${until} · ${left === 0 ? 'vence hoje' : formatBusinessDays(left)}`;
  }
  if (prazo.respondidoEm) {
    const when = `Respondido em ${formatMomentDate(prazo.respondidoEm)}`;
    if (prazo.respondidoNoPrazo === null) return when;
    return `${when}, ${prazo.respondidoNoPrazo ? 'no prazo' : 'fora do prazo'}`;
  }
  return null;
}

/** An item authorized on creation by the operator's rule, without the queue; null when not. */
export const automaticLabel = automaticAuthorizationLabel;

/** A procedure of an authorization with change: '85100200 - Restauração… · Dente 26 · Faces M, O'. */
export function procedureLabel(procedimento: ProcedimentoDoItem): string {
  const place =
    procedimento.idDente !== null
      ? `Dente ${procedimento.idDente}`
      : procedimento.regiao
        ? regionLabel(procedimento.regiao)
        : null;
  const faces = facesLabel(procedimento.faces);
  return [
    `${procedimento.codTuss} - ${procedimento.descricao}`,
    place,
    faces ? (faces === 'Raiz' ? faces : `Faces ${faces}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The reason of a change: 'Glosa 3056: NA AUDITORIA…'. */
export const alteracaoReason = (alteracao: Alteracao) =>
  alteracao.motivo ? `Glosa ${alteracao.codigoGlosa}: ${alteracao.motivo}` : `Glosa ${alteracao.codigoGlosa}`;

/**
 * The authorization with change as the items table keeps it, proposed or answered: 'Alteração aceita em
 * 25/11/2026: autorizado 85100200 - … no lugar de 85100218 - …'.
 */
export function alteracaoNote(alteracao: Alteracao): string {
  const autorizado = procedureLabel(alteracao.autorizado);
  const pedido = procedureLabel(alteracao.pedido);
  const when = formatMomentDate(alteracao.respondidaEm);
  switch (alteracao.situacao) {
    case 'aceita':
      return `Alteração aceita em ${when}: autorizado ${autorizado} no lugar de ${pedido}`;
    case 'recusada':
      return `Alteração recusada em ${when}: a auditoria propôs ${autorizado} no lugar de ${pedido}`;
    default:
      return `Autorizado com alteração: ${autorizado} no lugar de ${pedido}. Aguarda a sua resposta.`;
  }
}

/** TISS 2 'Aguardando Aceite': an authorization with change waits for the dentist's answer. */
export const awaitsAceite = (item: PlanoTratamentoItem) =>
  item.audiStatus === 'Aguardando Aceite' && item.alteracao?.situacao === 'proposta';

/** Tabela 38's code of the junta odontológica's own denial, which is not contested again. */
export const GLOSA_JUNTA = '3104';

/** A denial the dentist may take to the junta odontológica (RN 424/2017): any but the junta's own (3104). */
export const canContest = (item: PlanoTratamentoItem) =>
  item.audiStatus === 'Negado' && item.audiCodigoGlosa !== GLOSA_JUNTA;

/** Said on an item the dentist contested. */
export const IN_JUNTA = 'Em junta odontológica: aguardando o desfecho';
