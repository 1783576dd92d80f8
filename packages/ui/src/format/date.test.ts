import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMomentDate, parseDate } from './date';

describe('formatDate', () => {
  it.each([
    ['2026-03-15', '15/03/2026'],
    ['2026-12-01', '01/12/2026'],
    ['2026-03-15T00:00:00Z', '15/03/2026'],
    ['2026-03-15T23:59:59Z', '15/03/2026'],
    ['2026-03-15T23:30:00-03:00', '16/03/2026'],
    ['2026-03-16T01:00:00+03:00', '15/03/2026'],
    ['2026-03-15T10:00:00.123456', '15/03/2026'],
    [new Date(Date.UTC(2026, 0, 31, 23, 59)), '31/01/2026'],
    [Date.UTC(2024, 1, 29), '29/02/2024'],
  ])('should show %j as %j in UTC', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['not a date'], ['2026-13-45'], [Number.NaN]])(
    'should show the fallback for %j',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDate(value, '—')).toBe('—');
    },
  );
});

describe('parseDate', () => {
  it('should read a bare date as midnight UTC', () => {
    expect(parseDate('2026-03-15')?.getTime()).toBe(Date.UTC(2026, 2, 15));
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-27T13:05:00Z', '27/11/2026 10:05'],
    ['2026-11-27T02:30:00.000Z', '26/11/2026 23:30'],
    ['2026-01-01T00:00:00-03:00', '01/01/2026 00:00'],
    [Date.UTC(2026, 6, 4, 15, 0), '04/07/2026 12:00'],
  ])('should show %j as %j in Brasília time', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['not a date']])('should show the fallback for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDateTime(value, '—')).toBe('—');
  });
});

describe('formatMomentDate', () => {
  it.each([
    ['2026-11-12T02:59:59.999Z', '11/11/2026'],
    ['2026-11-12T03:00:00.000Z', '12/11/2026'],
    ['2026-12-08T12:00:00Z', '08/12/2026'],
  ])('should show the day of %j in Brasília time as %j', (value, expected) => {
    expect(formatMomentDate(value)).toBe(expected);
  });

  it('should show the fallback for a missing or invalid moment', () => {
    expect(formatMomentDate(null, '—')).toBe('—');
    expect(formatMomentDate('not a date')).toBe('');
  });
});
