import { describe, expect, it } from 'vitest';
import { planItemPlaceLabel, planItemSiteLabel, regionLabel, WHOLE_MOUTH_LABEL } from './plan-item-site';

describe('the site of a plan item', () => {
  it.each([
    [{ tooth: 16, region: null, faces: 'M,O' }, 'Dente 16 · faces M, O'],
    [{ tooth: 16, region: null, faces: 'O' }, 'Dente 16 · face O'],
    [{ tooth: 21, region: null, faces: 'R' }, 'Dente 21 · raiz'],
    [{ tooth: 36, region: null, faces: '' }, 'Dente 36'],
    [{ tooth: null, region: 'S1', faces: '' }, 'S1 · Sextante superior posterior direito'],
    [{ tooth: null, region: 'AS', faces: '' }, 'AS · Arco Superior'],
    [{ tooth: null, region: 'LG', faces: '' }, 'LG'],
    [{ tooth: null, region: null, faces: '' }, 'Arcadas Superiores e inferiores'],
  ])('should name %o as %s', (site, label) => {
    expect(planItemSiteLabel(site)).toBe(label);
  });

  it("should name the whole mouth with TISS Tabela 42's name (ASAI)", () => {
    expect(regionLabel(null)).toBe(WHOLE_MOUTH_LABEL);
    expect(regionLabel('')).toBe(WHOLE_MOUTH_LABEL);
  });

  it("should give the 'Dente/Região' column the tooth's number or the region", () => {
    expect(planItemPlaceLabel({ tooth: 26, region: null })).toBe('26');
    expect(planItemPlaceLabel({ tooth: null, region: 'HASD' })).toBe('HASD · Hemi-Arco Superior Direito');
    expect(planItemPlaceLabel({ tooth: null, region: null })).toBe(WHOLE_MOUTH_LABEL);
  });
});

describe('the whole-mouth wording', () => {
  it('should be the TISS Tabela 42 description of ASAI', async () => {
    const { readFileSync } = await import('node:fs');
    const table = readFileSync(new URL('./fixtures/tiss-regioes-boca.csv', import.meta.url), 'utf8');
    expect(table).toContain(`ASAI,${WHOLE_MOUTH_LABEL}\n`);
  });
});
