import { describe, expect, it } from 'vitest';
import { PROCEDIMENTOS } from '../../../testing/plan-new-handlers';
import {
  asksOf,
  FACES_REQUIRED,
  placementHint,
  placementOf,
  ROOT_REQUIRED,
  SITE_REQUIRED,
  TOOTH_REQUIRED,
} from './placement';

const byCode = (tuss: string) => PROCEDIMENTOS.find((procedimento) => procedimento.tuss === tuss);

describe('what the chart asks for', () => {
  it.each([
    ['81000405', []],
    ['84000198', ['arch']],
    ['82000417', ['sextant']],
    ['85200166', ['tooth']],
    ['85100200', ['faces']],
    ['82000182', ['root']],
  ])('should follow the rules of %s', (tuss, asks) => {
    expect(asksOf(byCode(tuss))).toEqual(asks);
  });

  it('should ask for faces or the root before a procedure is chosen, and for a code without rules', () => {
    expect(asksOf(undefined)).toEqual(['faces', 'root']);
    const resina = PROCEDIMENTOS[0];
    if (!resina) throw new Error('sem procedimentos');
    expect(asksOf({ ...resina, regras: null })).toEqual(['faces', 'root']);
  });
});

describe("the chart's choice as the procedure reads it", () => {
  const onFaces = { tooth: 16, faces: ['M', 'O'], root: false } as const;

  it('should keep only the region when a region is asked for', () => {
    expect(placementOf(['arch'], onFaces, 'AS')).toEqual({
      tooth: null,
      faces: [],
      root: false,
      region: 'AS',
    });
    expect(placementOf(['arch'], null, 'S1').region).toBeNull();
  });

  it('should drop the faces when a whole tooth is asked for', () => {
    expect(placementOf(['tooth'], onFaces, null)).toEqual({
      tooth: 16,
      faces: [],
      root: false,
      region: null,
    });
  });

  it('should drop the root when only faces are asked for, and everything for the whole mouth', () => {
    expect(placementOf(['faces'], { tooth: 21, faces: [], root: true }, null)).toMatchObject({
      tooth: 21,
      root: false,
    });
    expect(placementOf([], onFaces, 'AS')).toEqual({ tooth: null, faces: [], root: false, region: null });
  });

  it('should say what is missing, or nothing when the choice is enough', () => {
    const none = { tooth: null, faces: [], root: false, region: null };
    expect(placementHint([], none)).toBeNull();
    expect(placementHint(['sextant'], none)).toMatch(/sextante/);
    expect(placementHint(['sextant'], { ...none, region: 'S2' })).toBeNull();
    expect(placementHint(['tooth'], none)).toBe(TOOTH_REQUIRED);
    expect(placementHint(['tooth'], { ...none, tooth: 11 })).toBeNull();
    expect(placementHint(['faces', 'root'], { ...none, tooth: 11 })).toBe(SITE_REQUIRED);
    expect(placementHint(['faces'], { ...none, tooth: 11 })).toBe(FACES_REQUIRED);
    expect(placementHint(['root'], { ...none, tooth: 11 })).toBe(ROOT_REQUIRED);
    expect(placementHint(['root'], { ...none, tooth: 11, root: true })).toBeNull();
  });
});
