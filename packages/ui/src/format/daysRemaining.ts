import { type UTCDate, utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { type DateInput, formatDate, parseDate } from './date';

/** A plan expires this many days after it was created (portal-spec.md §9). */
export const PLAN_VALIDITY_DAYS = 60;

/**
 * Class of the days-remaining display (portal-spec.md §4): 'invalida' grey, 'expirado' red (0 or fewer),
 * 'critico' orange (up to 15), 'atencao' yellow (up to 30), 'vigente' green.
 */
export type DaysRemainingStatus = 'invalida' | 'expirado' | 'critico' | 'atencao' | 'vigente';

export interface DaysRemaining {
  status: DaysRemainingStatus;
  /** Whole UTC calendar days until the expiry date; null when the date is missing or invalid. */
  days: number | null;
  /** What the badge reads: '{n} dias', 'Expirado' or 'Data inválida'. */
  label: string;
  /** Expiry instant (creation + 60 days); null when the date is missing or invalid. */
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

/** Expiry instant of a plan created at `createdAt`, or null for a missing or invalid date. */
export function planExpiryDate(createdAt: DateInput): UTCDate | null {
  const created = parseDate(createdAt);
  return created ? addDays(created, PLAN_VALIDITY_DAYS, { in: utc }) : null;
}

/**
 * Days left before a plan created at `createdAt` expires, counted in UTC calendar days from `now`.
 * On the expiry day itself the plan reads 'Expirado'.
 */
export function daysRemaining(createdAt: DateInput, now: DateInput = new Date()): DaysRemaining {
  const expiresAt = planExpiryDate(createdAt);
  const today = parseDate(now);
  if (!expiresAt || !today) return INVALID;
  const days = differenceInCalendarDays(expiresAt, today, { in: utc });
  if (!Number.isFinite(days)) return INVALID;
  const status = statusOf(days);
  return {
    status,
    days,
    label: status === 'expirado' ? 'Expirado' : `${days} ${days === 1 ? 'dia' : 'dias'}`,
    expiresAt,
    expiryLabel: formatDate(expiresAt),
  };
}
