import type { PlanoTratamentoItem } from '@odonto/api';
import { formatCurrency, formatMomentDate } from '@odonto/ui';

/** A performed item's registration (openapi RealizacaoDoItem). */
export type Realizacao = NonNullable<PlanoTratamentoItem['realizacao']>;
/** The operator's account analysis of a billed item (openapi AnaliseDaConta). */
export type AnaliseDaConta = NonNullable<Realizacao['analise']>;
/** The file the rules table asks for after performance (openapi DocumentacaoFinal). */
export type DocumentacaoFinal = NonNullable<PlanoTratamentoItem['documentacaoFinal']>;

/** Said under an empty performance date. */
export const DATA_REALIZACAO_REQUIRED = 'Informe a data de realização.';
/** Said under a performance date after today (the server refuses it too). */
export const DATA_REALIZACAO_FUTURE = 'A data de realização não pode ser no futuro.';

/** Today in Brasília (America/Sao_Paulo), as a date input holds it: yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const [day, month, year] = formatMomentDate(now).split('/');
  return `${year}-${month}-${day}`;
}

/** What is wrong with a performance date typed on `today` (yyyy-MM-dd both); null when it may be sent. */
export function dataRealizacaoError(value: string, today: string): string | null {
  if (value.trim() === '') return DATA_REALIZACAO_REQUIRED;
  // yyyy-MM-dd strings compare as dates.
  return value > today ? DATA_REALIZACAO_FUTURE : null;
}

/** The item's final documentation still to be sent: the rules table asks for one and no file came yet. */
export const finalDocumentationPending = (
  item: Pick<PlanoTratamentoItem, 'realizacao' | 'documentacaoFinal'>,
): DocumentacaoFinal | null =>
  item.realizacao && item.documentacaoFinal && item.documentacaoFinal.idImagem === null
    ? item.documentacaoFinal
    : null;

/** 'Documentação final pendente: Radiografia periapical', or 'Documentação final enviada: …' once it came. */
export const finalDocumentationLabel = (documentacao: DocumentacaoFinal): string =>
  documentacao.idImagem === null
    ? `Documentação final pendente: ${documentacao.tipo}`
    : `Documentação final enviada: ${documentacao.tipo}`;

/** What the patient pays of an item, under its value: 'Coparticipação R$ 36,00'; null when nothing. */
export const coparticipacaoLabel = (valores: PlanoTratamentoItem['valores']): string | null =>
  valores.coparticipacao > 0 ? `Coparticipação ${formatCurrency(valores.coparticipacao)}` : null;

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The plan's co-participation line: 'Coparticipação do beneficiário (20%)'. */
export const coparticipacaoPlanoLabel = (percentual: number): string =>
  `Coparticipação do beneficiário (${PERCENT.format(percentual)}%)`;

/**
 * The operator's analysis of a billed item, in short: 'Pago R$ 620,00', or what was glosed with the TISS table 38
 * code: 'Glosado R$ 63,00 (3030)'.
 */
export function analiseLabel(analise: AnaliseDaConta): string {
  if (analise.decisao === 'pagar') return `Pago ${formatCurrency(analise.valorLiberado)}`;
  const code = analise.codigoGlosa ? ` (${analise.codigoGlosa})` : '';
  return `Glosado ${formatCurrency(analise.valorGlosado)}${code}`;
}
