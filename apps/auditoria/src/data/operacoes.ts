import { formatDateTime } from '@odonto/ui';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The operations view's default period: the 30 days up to today (inclusive), as the server's default. */
export const DEFAULT_PERIOD_DAYS = 30;

/** Today's date (yyyy-mm-dd) on Brasília's clock, which the server's periods use. */
export function todayInBrasilia(now: Date = new Date()): string {
  const [day, month, year] = formatDateTime(now).slice(0, 10).split('/');
  return `${year}-${month}-${day}`;
}

/** A yyyy-mm-dd date moved by whole days (calendar arithmetic in UTC: no clock change can shift it). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last 30 days up to today in Brasília. */
export function defaultPeriod(now: Date = new Date()): { de: string; ate: string } {
  const ate = todayInBrasilia(now);
  return { de: addDays(ate, -(DEFAULT_PERIOD_DAYS - 1)), ate };
}

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Why a period cannot be asked (each message at its field), or {} when it can. */
export function periodErrors(de: string, ate: string): { de?: string; ate?: string } {
  const errors: { de?: string; ate?: string } = {};
  if (!isRealDate(de)) errors.de = 'Informe a data inicial do período.';
  if (!isRealDate(ate)) errors.ate = 'Informe a data final do período.';
  if (!errors.de && !errors.ate && de > ate) {
    errors.ate = 'A data final deve ser igual ou posterior à data inicial.';
  }
  return errors;
}

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A share from 0 to 100 as '93,3 %'; null (no answers in the period) says so instead of '0 %'. */
export const formatPercent = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? 'sem respostas no período' : `${oneDecimal.format(value)} %`;

/**
 * A duration in hours as a person reads it: under two days in hours ('5 h', '36,5 h'), from two days
 * on in days ('2,5 dias', '12 dias'); null (no answers) says so.
 */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return 'sem respostas no período';
  if (hours < 48) return `${oneDecimal.format(hours)} h`;
  return `${oneDecimal.format(hours / 24)} dias`;
}

/** A yyyy-mm-dd date as dd/mm/yyyy. */
export const dayLabel = (date: string) => date.split('-').reverse().join('/');
