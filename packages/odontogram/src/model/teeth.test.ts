import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findTooth, getTooth, isToothNumber, SUPERNUMERARY_TEETH, TEETH, teethOf } from './teeth';

/** TUSS table 28 as extracted from the TISS 4.01.00 schema (copied from /work/shared/data/tiss). */
const tissTeeth = readFileSync(new URL('./fixtures/tiss-dentes.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [code, description, dentition] = line.split(',');
    return { number: Number(code), description: description ?? '', dentition: dentition ?? '' };
  });
const regularTeeth = tissTeeth.filter((row) => row.dentition !== 'supranumerario');
const supernumeraryTeeth = tissTeeth.filter((row) => row.dentition === 'supranumerario');

const expected = [
  // number, arch, side, region, type
  ...[11, 21, 31, 41, 51, 61, 71, 81].map((n) => [n, 'incisor'] as const),
  ...[12, 22, 32, 42, 52, 62, 72, 82].map((n) => [n, 'incisor'] as const),
  ...[13, 23, 33, 43, 53, 63, 73, 83].map((n) => [n, 'canine'] as const),
  ...[14, 15, 24, 25, 34, 35, 44, 45].map((n) => [n, 'premolar'] as const),
  ...[16, 17, 18, 26, 27, 28, 36, 37, 38, 46, 47, 48].map((n) => [n, 'molar'] as const),
  ...[54, 55, 64, 65, 74, 75, 84, 85].map((n) => [n, 'molar'] as const),
];

describe('tooth catalogue', () => {
  it('should hold the 32 permanent and 20 deciduous FDI teeth, and nothing else', () => {
    const numbers = TEETH.map((tooth) => tooth.number);
    expect(numbers).toHaveLength(52);
    expect(new Set(numbers).size).toBe(52);
    expect(teethOf('permanent').map((t) => t.number)).toEqual(
      [1, 2, 3, 4].flatMap((q) => [1, 2, 3, 4, 5, 6, 7, 8].map((p) => q * 10 + p)),
    );
    expect(teethOf('deciduous').map((t) => t.number)).toEqual(
      [5, 6, 7, 8].flatMap((q) => [1, 2, 3, 4, 5].map((p) => q * 10 + p)),
    );
  });

  it('should match every non-supernumerary tooth of TUSS table 28, with its dentition', () => {
    expect(regularTeeth).toHaveLength(52);
    expect(TEETH.map((t) => t.number).sort()).toEqual(regularTeeth.map((row) => row.number).sort());
  });

  it('should hold the 8 supernumerary codes of TUSS table 28 apart, one per hemi-arch and dentition', () => {
    expect(SUPERNUMERARY_TEETH.map((t) => t.number)).toEqual(supernumeraryTeeth.map((row) => row.number));
    expect(SUPERNUMERARY_TEETH.map((t) => t.number)).toEqual([19, 29, 39, 49, 59, 69, 79, 89]);
    for (const tooth of SUPERNUMERARY_TEETH) {
      expect(tooth).toMatchObject({ supernumerary: true, type: 'supernumerary', position: 9 });
      expect(isToothNumber(tooth.number)).toBe(true);
      expect(tooth.dentition).toBe(tooth.number < 50 ? 'permanent' : 'deciduous');
    }
    expect(TEETH.every((tooth) => !tooth.supernumerary)).toBe(true);
    expect(getTooth(39)).toMatchObject({ arch: 'lower', side: 'left', region: 'posterior' });
  });

  it.each(tissTeeth)(
    'should name tooth $number as TISS does ($description)',
    ({ number, description, dentition }) => {
      const tooth = getTooth(number);
      // TISS writes 'Segundo molar' for 85 only; the catalogue keeps one capitalisation.
      expect(tooth.name.toLocaleLowerCase('pt-BR')).toBe(description.toLocaleLowerCase('pt-BR'));
      if (dentition !== 'supranumerario') {
        expect(tooth.dentition).toBe(dentition === 'decidua' ? 'deciduous' : 'permanent');
      }
    },
  );

  it.each(expected)('should classify tooth %i as %s', (number, type) => {
    const tooth = getTooth(number);
    expect(tooth.type).toBe(type);
    expect(tooth.region).toBe(type === 'incisor' || type === 'canine' ? 'anterior' : 'posterior');
  });

  it.each(TEETH.map((tooth) => [tooth.number, tooth] as const))(
    'should derive quadrant, arch and side of tooth %i from its FDI number',
    (number, tooth) => {
      const quadrant = Math.floor(number / 10);
      expect(tooth.quadrant).toBe(quadrant);
      expect(tooth.position).toBe(number % 10);
      expect(tooth.arch).toBe([1, 2, 5, 6].includes(quadrant) ? 'upper' : 'lower');
      expect(tooth.side).toBe([1, 4, 5, 8].includes(quadrant) ? 'right' : 'left');
      expect(tooth.dentition).toBe(quadrant <= 4 ? 'permanent' : 'deciduous');
    },
  );

  it.each([0, 10, 20, 56, 58, 66, 76, 86, 91, 99, 11.5, Number.NaN])(
    'should refuse %s as a tooth',
    (number) => {
      expect(isToothNumber(number)).toBe(false);
      expect(findTooth(number)).toBeUndefined();
      expect(() => getTooth(number)).toThrow(RangeError);
    },
  );

  it('should refuse values that are not numbers', () => {
    expect(isToothNumber('11')).toBe(false);
    expect(isToothNumber(null)).toBe(false);
  });
});
