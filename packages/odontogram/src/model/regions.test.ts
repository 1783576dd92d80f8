import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRegion, REGIONS, regionsOf, regionTeeth } from './regions';
import { SUPERNUMERARY_TEETH, TEETH } from './teeth';

/** TUSS Tabela 42 as extracted from the TISS 4.01.00 schema (copied from /work/shared/data/tiss). */
const tissRegions = new Map(
  readFileSync(new URL('./fixtures/tiss-regioes-boca.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',') as [string, string]),
);

describe('mouth regions', () => {
  it('should hold the 2 arches, 4 hemi-arches and 6 sextants of Tabela 42, named as TISS names them', () => {
    expect(REGIONS.map((r) => r.code)).toEqual([
      ...['AS', 'AI', 'HASD', 'HASE', 'HAIE', 'HAID'],
      ...['S1', 'S2', 'S3', 'S4', 'S5', 'S6'],
    ]);
    for (const region of REGIONS) expect(region.name).toBe(tissRegions.get(region.code));
    expect(REGIONS.filter((r) => r.kind === 'arch')).toHaveLength(2);
    expect(REGIONS.filter((r) => r.kind === 'hemiArch')).toHaveLength(4);
    expect(REGIONS.filter((r) => r.kind === 'sextant')).toHaveLength(6);
    expect(findRegion('S4')?.name).toBe('Sextante inferior posterior esquerdo');
    expect(findRegion('ASAI')).toBeUndefined();
  });

  it.each([
    ['S1', [14, 15, 16, 17, 18, 19, 54, 55, 59]],
    ['S2', [11, 12, 13, 21, 22, 23, 51, 52, 53, 61, 62, 63]],
    ['S3', [24, 25, 26, 27, 28, 29, 64, 65, 69]],
    ['S4', [34, 35, 36, 37, 38, 39, 74, 75, 79]],
    ['S5', [31, 32, 33, 41, 42, 43, 71, 72, 73, 81, 82, 83]],
    ['S6', [44, 45, 46, 47, 48, 49, 84, 85, 89]],
    ['HASD', [11, 12, 13, 14, 15, 16, 17, 18, 19, 51, 52, 53, 54, 55, 59]],
    ['HAIE', [31, 32, 33, 34, 35, 36, 37, 38, 39, 71, 72, 73, 74, 75, 79]],
  ] as const)('should put in %s the teeth %j', (code, teeth) => {
    expect(regionTeeth(code).map((t) => t.number)).toEqual(teeth);
  });

  it('should put every tooth in exactly one arch, one hemi-arch and one sextant', () => {
    const all = [...TEETH, ...SUPERNUMERARY_TEETH];
    for (const kind of ['arch', 'hemiArch', 'sextant'] as const) {
      const sizes = REGIONS.filter((r) => r.kind === kind).map((r) => regionTeeth(r.code).length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(all.length);
    }
    expect(regionsOf(46)).toEqual(['AI', 'HAID', 'S6']);
    expect(regionsOf(63)).toEqual(['AS', 'HASE', 'S2']);
  });
});
