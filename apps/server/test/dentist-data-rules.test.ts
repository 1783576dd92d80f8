import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from '../src/dados-do-dentista/business-days';
import { percentages } from '../src/dados-do-dentista/dashboard';
import { brazilianDate } from '../src/dados-do-dentista/messages';
import { containsPattern, digitsOf } from '../src/plataforma/listagem';

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

describe('ombudsman deadline in business days', () => {
  it.each([
    ['2026-11-21', '2026-12-01', 'a Saturday: counting starts on Monday'],
    [
      '2026-11-16',
      '2026-11-26',
      'across Republic Day (15/11 is a Sunday) and Black Consciousness Day (20/11)',
    ],
    ['2026-12-21', '2026-12-31', 'across Christmas'],
    ['2026-03-30', '2026-04-09', 'across Good Friday (03/04/2026)'],
    ['2027-04-19', '2027-04-29', 'across Tiradentes (21/04)'],
  ])('should answer %s within 7 business days: %s (%s)', (from, expected) => {
    expect(addBusinessDays(day(from), 7)).toBe(expected);
  });

  it('should not count weekends, fixed national holidays or Good Friday', () => {
    expect(isBusinessDay(day('2026-11-20'))).toBe(false);
    expect(isBusinessDay(day('2026-11-22'))).toBe(false);
    expect(isBusinessDay(day('2027-03-26'))).toBe(false);
    expect(isBusinessDay(day('2026-11-23'))).toBe(true);
  });

  it('should format dates as dd/MM/yyyy', () => {
    expect(brazilianDate('2026-12-01')).toBe('01/12/2026');
  });
});

describe('dashboard percentages', () => {
  it.each([
    [
      [2, 1],
      [66.7, 33.3],
    ],
    [
      [1, 1, 1],
      [33.4, 33.3, 33.3],
    ],
    [
      [35, 25, 15, 10, 15],
      [35, 25, 15, 10, 15],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2],
    ],
  ])('should split %j into %j, adding up to 100', (counts, expected) => {
    const shares = percentages(counts);
    expect(shares).toEqual(expected);
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 10)).toBe(1000);
  });

  it('should give zeros when there is nothing', () => {
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});

describe('search terms', () => {
  it('should fold accents and take LIKE wildcards literally', () => {
    expect(containsPattern('  João ')).toBe('%Joao%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('should read a code or card typed with punctuation as its digits', () => {
    expect(digitsOf('0900.0001.000001-00.1')).toBe('09000001000001001');
    expect(digitsOf('85100196')).toBe('85100196');
    expect(digitsOf('Maria 1')).toBeNull();
  });
});
