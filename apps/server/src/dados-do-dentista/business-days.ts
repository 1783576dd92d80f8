import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** National holidays of fixed date (MM-dd), Lei 662/1949 and later laws. */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '04-21',
  '05-01',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '11-20',
  '12-25',
]);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Saturdays, Sundays, the fixed national holidays and Good Friday are not business days. */
export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.has(isoDay(date).slice(5))) return false;
  const goodFriday = easter(date.getUTCFullYear());
  goodFriday.setUTCDate(goodFriday.getUTCDate() - 2);
  return isoDay(goodFriday) !== isoDay(date);
}

/**
 * The date (yyyy-MM-dd) `count` business days after the day of `from` in São Paulo: a message received at
 * 22:30 there is that day's, though UTC has reached the next.
 */
export function addBusinessDays(from: Date, count: number): string {
  const [year = 0, month = 1, date = 1] = diaEmSaoPaulo(from).split('-').map(Number);
  const day = new Date(Date.UTC(year, month - 1, date));
  let remaining = count;
  while (remaining > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isBusinessDay(day)) remaining--;
  }
  return isoDay(day);
}
