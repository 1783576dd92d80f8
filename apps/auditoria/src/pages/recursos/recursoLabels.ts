import type {
  DecisaoDoRecurso,
  DentistaDaConta,
  RecursoGlosaItem,
  RecursoResumo,
  RodadaDeRecurso,
} from '@odonto/api';
import { DECISOES_DO_RECURSO } from '@odonto/api';
import { type FaixaPrazo, faixaDosDias, formatMomentDate, RESPOSTA_DO_RECURSO_LABELS } from '@odonto/ui';
import { todayInBrasilia } from '../../data/operacoes';

/** The choices of the answer form, in the contract's order. */
export const DECISAO_DO_RECURSO_LABELS: Record<DecisaoDoRecurso, string> = {
  aceitar: 'Aceitar',
  aceitarParte: 'Aceitar parte',
  manter: 'Manter glosa',
};
export const DECISOES_RECURSO = DECISOES_DO_RECURSO.map((value) => ({
  value,
  label: DECISAO_DO_RECURSO_LABELS[value],
}));

/** A registered answer as it reads on the appeal (shared with the portal). */
export const RESPOSTA_LABELS = RESPOSTA_DO_RECURSO_LABELS;

/** A count of calendar days in pt-BR: '1 dia', '5 dias'. */
const days = (count: number) => `${count} ${count === 1 ? 'dia' : 'dias'}`;

/**
 * The operator's answer deadline, from the days the server counts to it (today included, negative after
 * it): 'Faltam 5 dias', 'Falta 1 dia', 'Vence hoje', 'Vencido há 2 dias'.
 */
export function prazoRespostaLabel(diasParaResponder: number): string {
  if (diasParaResponder === 0) return 'Vence hoje';
  if (diasParaResponder < 0) return `Vencido há ${days(-diasParaResponder)}`;
  return diasParaResponder === 1 ? 'Falta 1 dia' : `Faltam ${days(diasParaResponder)}`;
}

/** The band of the deadline, which colours its badge: overdue, last day, up to 2 days, in time. */
export const prazoRespostaFaixa = faixaDosDias;

export type PrazoDoRecurso = Pick<RecursoResumo, 'diasParaResponder' | 'prazoResposta' | 'respondidoEm'>;

/**
 * What the answer deadline says now: while the appeal waits, the days left or past ('Faltam 5 dias',
 * 'Vence hoje', 'Vencido há 2 dias'); once answered, whether the answer came by the deadline's day (the
 * answer's day read in Brasília).
 */
export function prazoDoRecurso(recurso: PrazoDoRecurso): { label: string; faixa: FaixaPrazo } {
  if (recurso.respondidoEm) {
    const dia = todayInBrasilia(new Date(recurso.respondidoEm));
    return dia <= recurso.prazoResposta
      ? { label: 'Respondido no prazo', faixa: null }
      : { label: 'Respondido fora do prazo', faixa: 'atrasado' };
  }
  return {
    label: prazoRespostaLabel(recurso.diasParaResponder),
    faixa: prazoRespostaFaixa(recurso.diasParaResponder),
  };
}

/** The dentist as the console names them: 'Dra. Ana Souza · CRO 12345/SP'. */
export const dentistaLabel = (dentista: Pick<DentistaDaConta, 'nome' | 'cro' | 'uf'>): string =>
  `${dentista.nome} · CRO ${dentista.cro}/${dentista.uf}`;

/** An appealed item's heading: '85200166 - Tratamento endodôntico unirradicular · Dente 11'. */
export const recursoItemTitle = (
  item: Pick<RecursoGlosaItem, 'procedureCode' | 'procedureName' | 'local'>,
): string => `${item.procedureCode} - ${item.procedureName} · ${item.local}`;

/** An appealed item in the answer form: '85200166 · Dente 11'. */
export const recursoItemLegend = (item: Pick<RecursoGlosaItem, 'procedureCode' | 'local'>): string =>
  `${item.procedureCode} · ${item.local}`;

/** An earlier round of the glosa's appeals: 'Rodada 1 · RG000001 · enviada em 12/11/2026'. */
export const rodadaTitle = (
  rodada: Pick<RodadaDeRecurso, 'rodada' | 'numeroRecurso' | 'enviadoEm'>,
): string =>
  `Rodada ${rodada.rodada} · ${rodada.numeroRecurso} · enviada em ${formatMomentDate(rodada.enviadoEm)}`;
