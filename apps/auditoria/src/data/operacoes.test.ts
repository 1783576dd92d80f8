import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  defaultPeriod,
  formatHours,
  formatPercent,
  periodErrors,
  todayInBrasilia,
} from './operacoes';

describe('the operations view', () => {
  it("should take today on Brasília's clock (still the day before at 01:00 UTC)", () => {
    expect(todayInBrasilia(new Date('2026-12-09T01:00:00Z'))).toBe('2026-12-08');
    expect(todayInBrasilia(new Date('2026-12-09T04:00:00Z'))).toBe('2026-12-09');
  });

  it('should default to the 30 days up to today, across a month and a year', () => {
    expect(defaultPeriod(new Date('2026-12-09T15:00:00Z'))).toEqual({ de: '2026-11-10', ate: '2026-12-09' });
    expect(defaultPeriod(new Date('2027-01-10T15:00:00Z'))).toEqual({ de: '2026-12-12', ate: '2027-01-10' });
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-01', '2026-11-30', {}],
    ['2026-11-30', '2026-11-30', {}],
    ['', '2026-11-30', { de: 'Informe a data inicial do período.' }],
    ['2026-11-01', '2026-02-31', { ate: 'Informe a data final do período.' }],
    ['2026-12-01', '2026-11-30', { ate: 'A data final deve ser igual ou posterior à data inicial.' }],
  ])('should judge the period %s to %s', (de, ate, errors) => {
    expect(periodErrors(de, ate)).toEqual(errors);
  });

  it.each([
    [93.3, '93,3 %'],
    [100, '100 %'],
    [0, '0 %'],
    [null, 'sem respostas no período'],
    [Number.NaN, 'sem respostas no período'],
  ])('should show the share %s as %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [0.5, '0,5 h'],
    [5, '5 h'],
    [36.5, '36,5 h'],
    [48, '2 dias'],
    [60, '2,5 dias'],
    [288, '12 dias'],
    [null, 'sem respostas no período'],
  ])('should show a median of %s hours as %s', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });

  it('should write a day as dd/mm/yyyy', () => {
    expect(dayLabel('2026-11-30')).toBe('30/11/2026');
  });
});
