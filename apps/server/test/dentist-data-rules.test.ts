import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from '../src/dados-do-dentista/business-days';
import { brazilianDate } from '../src/dados-do-dentista/messages';
import { percentages } from '../src/dados-do-dentista/percentages';
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
  const sum = (shares: number[]) => Math.round(shares.reduce((total, share) => total + share, 0) * 10) / 10;

  it.each([
    [
      [2, 1],
      [66.7, 33.3],
    ],
    [
      [35, 25, 15, 10, 15],
      [35, 25, 15, 10, 15],
    ],
    // Issue 34: 3/16 is 18,75 %; plain largest remainder gave one 18,8 and the other 18,7.
    [
      [3, 3, 2, 2, 2, 2, 1, 1],
      [18.8, 18.8, 12.5, 12.5, 12.5, 12.5, 6.2, 6.2],
    ],
    [
      [5, 5, 3],
      [38.5, 38.5, 23],
    ],
    [
      [3, 3, 2, 1],
      [33.3, 33.3, 22.3, 11.1],
    ],
  ])('should split %j into %j: equal counts equal, adding up to 100,0', (counts, expected) => {
    const shares = percentages(counts);
    expect(shares).toEqual(expected);
    expect(sum(shares)).toBe(100);
  });

  it('should give equal counts equal shares, each within a tenth of its exact value', () => {
    const counts = [7, 3, 3, 3, 2, 2, 1, 1, 1, 9];
    const total = counts.reduce((a, b) => a + b, 0);
    const shares = percentages(counts);
    counts.forEach((count, index) => {
      expect(Math.abs((shares[index] ?? 0) - (count * 100) / total)).toBeLessThan(0.1);
      const twin = counts.indexOf(count);
      expect(shares[index]).toBe(shares[twin]);
    });
    expect(sum(shares)).toBe(100);
  });

  it('should keep equal shares when no equal split adds up to 100,0, nearest to it', () => {
    expect(percentages([1, 1, 1])).toEqual([33.3, 33.3, 33.3]);
    expect(percentages([1, 1, 1, 1, 1, 1, 1])).toEqual([14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.3]);
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
