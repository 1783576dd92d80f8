import { type UTCDate, utc } from '@date-fns/utc';
import { differenceInCalendarDays } from 'date-fns';
import { type DateInput, formatDate, parseDate } from './date';

/**
 * Class of the days-remaining display (docs/product-rules.md#plan-validity): 'invalida' grey, 'expirado' red (0 or fewer),
 * 'critico' orange (up to 15), 'atencao' yellow (up to 30), 'vigente' green.
 */
export type DaysRemainingStatus = 'invalida' | 'expirado' | 'critico' | 'atencao' | 'vigente';

export interface DaysRemaining {
  status: DaysRemainingStatus;
  /** Whole UTC calendar days until the expiry date; null when the date is missing or invalid. */
  days: number | null;
  /** What the badge reads: '{n} dias', 'Expirado' or 'Data inválida'. */
  label: string;
  /** Expiry instant; null when the date is missing or invalid. */
  expiresAt: UTCDate | null;
  /** Expiry date as dd/MM/yyyy; '' when unknown. */
  expiryLabel: string;
}

const INVALID: DaysRemaining = {
  status: 'invalida',
  days: null,
  label: 'Data inválida',
  expiresAt: null,
  expiryLabel: '',
};

function statusOf(days: number): DaysRemainingStatus {
  if (days <= 0) return 'expirado';
  if (days <= 15) return 'critico';
  if (days <= 30) return 'atencao';
  return 'vigente';
}

/**
 * Days left before a plan expires on `expiresAt` (the server's dtValidade, which decides the validity),
 * counted in UTC calendar days from `now`. On the expiry day itself the plan reads 'Expirado'.
 */
export function daysRemaining(expiresAt: DateInput, now: DateInput = new Date()): DaysRemaining {
  const expiry = parseDate(expiresAt);
  const today = parseDate(now);
  if (!expiry || !today) return INVALID;
  const days = differenceInCalendarDays(expiry, today, { in: utc });
  if (!Number.isFinite(days)) return INVALID;
  const status = statusOf(days);
  return {
    status,
    days,
    label: status === 'expirado' ? 'Expirado' : `${days} ${days === 1 ? 'dia' : 'dias'}`,
    expiresAt: expiry,
    expiryLabel: formatDate(expiry),
  };
}
