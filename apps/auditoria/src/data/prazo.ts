import type { DentistSchema } from '@odonto/api';
import { automaticAuthorizationLabel, formatBusinessDays, formatMomentDate } from '@odonto/ui';

/** An item's answer deadline (business days, in Brasília time). */
export type PrazoDoItem = DentistSchema<'PrazoDoItem'>;
/** A band of the deadline, as the queue's filter and the operations view name them. */
export type FaixaPrazo = DentistSchema<'FaixaPrazo'>;

/** The bands, most urgent first, with the words the console shows. */
export const FAIXAS_PRAZO: ReadonlyArray<{ value: FaixaPrazo; label: string }> = [
  { value: 'atrasado', label: 'Atrasados' },
  { value: 'vence-hoje', label: 'Vencem hoje' },
  { value: 'ate-2-dias', label: 'Até 2 dias úteis' },
  { value: 'no-prazo', label: 'No prazo' },
];

/**
 * The deadline's day as dd/MM/yyyy in Brasília time: `prazoResposta` is the end of that day (23:59 in
 * Brasília, already the next day in UTC), so the date is read on Brasília's clock, not in UTC.
 */
export const prazoDate = (prazo: Pick<PrazoDoItem, 'prazoResposta'>): string =>
  formatMomentDate(prazo.prazoResposta);

/** The item is past its deadline and still waits for the operator. */
export const isOverdue = (prazo: Pick<PrazoDoItem, 'diasUteisRestantes' | 'faixa'>): boolean =>
  prazo.faixa === 'atrasado' || (prazo.diasUteisRestantes ?? 0) < 0;

/**
 * What the deadline says now: 'Faltam 5 dias úteis', 'Vence hoje', 'Atrasado há 2 dias úteis' while the
 * operator owes an answer; 'Prazo pausado: aguarda o dentista'; 'Respondido no prazo' or 'fora do prazo'.
 */
export function prazoSituation(prazo: PrazoDoItem): string {
  const left = prazo.diasUteisRestantes;
  if (left !== null) {
    if (left === 0) return 'Vence hoje';
    if (left < 0) return `Atrasado há ${formatBusinessDays(-left)}`;
    return left === 1 ? 'Falta 1 dia útil' : `Faltam ${formatBusinessDays(left)}`;
  }
  if (prazo.pausado) return 'Prazo pausado: aguarda o dentista';
  if (prazo.respondidoEm) {
    return prazo.respondidoNoPrazo === false ? 'Respondido fora do prazo' : 'Respondido no prazo';
  }
  return 'Sem prazo em curso';
}

/** How an item was authorized with no auditor, in the console's words; null when it was not. */
export const automaticAuthorization = automaticAuthorizationLabel;
