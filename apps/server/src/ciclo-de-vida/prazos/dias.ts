import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/*
 * Calendar days of the authorization desk. Every day boundary is São Paulo's, whatever the server's own
 * zone (often UTC): a request at 23:30 in São Paulo belongs to that day, not to the next.
 */

/** The operator's clock. */
export const FUSO = 'America/Sao_Paulo';

/** A calendar day, 'yyyy-mm-dd'. */
export type Dia = string;

/** The day of an instant in São Paulo: 2026-11-27T02:30Z is still 26/11 there. */
export function diaEmSaoPaulo(instante: Date): Dia {
  return format(new TZDate(instante.getTime(), FUSO), 'yyyy-MM-dd');
}

/** The last millisecond of a day in São Paulo. */
export function fimDoDia(dia: Dia): Date {
  const [year, month, day] = parseDia(dia);
  return new Date(new TZDate(year, month - 1, day, 23, 59, 59, 999, FUSO).getTime());
}

/** Year, month (1-12) and day of a 'yyyy-mm-dd' day; anything else is a programming error. */
export function parseDia(dia: Dia): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!match) throw new Error(`not a day 'yyyy-mm-dd': ${dia}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day `days` calendar days after (before, when negative) a day: date arithmetic in UTC, no zone. */
export function shiftDia(dia: Dia, days: number): Dia {
  const [year, month, day] = parseDia(dia);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'dd/mm/aaaa', as messages to the dentist write a day. */
export function diaBrasileiro(dia: Dia): string {
  const [year, month, day] = parseDia(dia);
  // A calendar day has no zone: read and written on the same (local) clock.
  return format(new Date(year, month - 1, day), 'dd/MM/yyyy');
}

/** Calendar days from `de` to `ate` (negative when `ate` is before): 0 on the same day. */
export function diasCorridosEntre(de: Dia, ate: Dia): number {
  const utc = (dia: Dia) => {
    const [year, month, day] = parseDia(dia);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(ate) - utc(de)) / (24 * 60 * 60 * 1000));
}
