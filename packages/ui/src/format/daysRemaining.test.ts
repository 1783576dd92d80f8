import { describe, expect, it } from 'vitest';
import { parseDate } from './date';
import { daysRemaining } from './daysRemaining';

// The server's dtValidade of a plan created on 2026-01-01 at noon.
const expires = '2026-03-02T12:00:00Z';
const onDay = (isoDate: string) => `${isoDate}T09:00:00Z`;

describe('daysRemaining', () => {
  it.each([
    ['2026-01-01', 60, 'vigente', '60 dias'],
    ['2026-01-30', 31, 'vigente', '31 dias'],
    ['2026-01-31', 30, 'atencao', '30 dias'],
    ['2026-02-14', 16, 'atencao', '16 dias'],
    ['2026-02-15', 15, 'critico', '15 dias'],
    ['2026-03-01', 1, 'critico', '1 dia'],
    ['2026-03-02', 0, 'expirado', 'Expirado'],
    ['2026-04-10', -39, 'expirado', 'Expirado'],
  ])('on %s should give %i days, class %s, label %j', (today, days, status, label) => {
    expect(daysRemaining(expires, onDay(today))).toEqual({
      status,
      days,
      label,
      expiresAt: parseDate(expires),
      expiryLabel: '02/03/2026',
    });
  });

  it('should count from the expiry date the server sent, whatever the plan was created on', () => {
    // A plan whose validity the operator extended: the server's date decides, not creation + 60 days.
    expect(daysRemaining('2026-06-30T12:00:00Z', '2026-06-20T08:00:00Z')).toMatchObject({
      days: 10,
      expiryLabel: '30/06/2026',
    });
  });

  it('should count UTC calendar days, not 24-hour periods', () => {
    expect(daysRemaining('2026-03-02T23:59:00Z', '2026-03-01T00:01:00Z').days).toBe(1);
    expect(daysRemaining('2026-03-02T00:01:00Z', '2026-03-01T23:59:00Z').days).toBe(1);
  });

  it('should read a bare expiry date in UTC', () => {
    expect(daysRemaining('2026-03-02', '2026-01-01T00:00:00Z')).toMatchObject({
      days: 60,
      expiryLabel: '02/03/2026',
    });
  });

  it.each([[null], [undefined], [''], ['ontem'], ['2026-02-30T00:00:00Z']])(
    'should read "Data inválida" for expiry date %j',
    (value) => {
      expect(daysRemaining(value, '2026-01-01')).toEqual({
        status: 'invalida',
        days: null,
        label: 'Data inválida',
        expiresAt: null,
        expiryLabel: '',
      });
    },
  );

  it('should read "Data inválida" when the current date is invalid', () => {
    expect(daysRemaining(expires, Number.NaN).label).toBe('Data inválida');
  });
});
