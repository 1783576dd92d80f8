import { type UTCDate, utc } from '@date-fns/utc';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** A date as the API or a form gives it: ISO string (with or without time), epoch milliseconds or Date. */
export type DateInput = Date | string | number | null | undefined;

/**
 * Reads a date in UTC. A bare 'yyyy-MM-dd' is that day in UTC (never the month/day swap of the original,
 * docs/product-rules.md#d4). Returns null for a missing or invalid value.
 */
export function parseDate(value: DateInput): UTCDate | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value.trim(), { in: utc }) : utc(value);
  return isValid(date) ? date : null;
}

/** A date as dd/MM/yyyy in UTC (docs/product-rules.md#d4); the fallback (default '') for a missing or invalid one. */
export function formatDate(value: DateInput, fallback = ''): string {
  const date = parseDate(value);
  return date ? format(date, 'dd/MM/yyyy', { locale: ptBR, in: utc }) : fallback;
}

// A moment (an event in a history, a notification) is read in Brasília time, as the dentist lived it: the
// same clock as the TISS guides the server prints (America/Sao_Paulo). A bare date stays in UTC (D4).
const dateTimeParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as dd/MM/yyyy HH:mm in Brasília time; the fallback (default '') for a missing or invalid one. */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const date = parseDate(value);
  if (!date) return fallback;
  const part = Object.fromEntries(
    dateTimeParts.formatToParts(date).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/**
 * The day of a moment in Brasília time, as dd/MM/yyyy (a deadline that ends at 23:59 in Brasília is 02:59 UTC
 * of the next day); the fallback (default '') for a missing or invalid one.
 */
export function formatMomentDate(value: DateInput, fallback = ''): string {
  const text = formatDateTime(value);
  return text ? text.slice(0, 10) : fallback;
}
