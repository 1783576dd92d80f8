import { getTooth, SUPERNUMERARY_TEETH, TEETH, type Tooth, type ToothNumber } from './teeth';

/** The kinds of mouth region the chart selects: an arch, a hemi-arch or a sextant. */
export type RegionKind = 'arch' | 'hemiArch' | 'sextant';

/** TISS Tabela 42 (dm_regiao) codes of the arches, hemi-arches and sextants. */
export type RegionCode =
  | 'AS'
  | 'AI'
  | 'HASD'
  | 'HASE'
  | 'HAIE'
  | 'HAID'
  | 'S1'
  | 'S2'
  | 'S3'
  | 'S4'
  | 'S5'
  | 'S6';

export interface MouthRegion {
  /** TISS Tabela 42 code, e.g. 'S1'. */
  readonly code: RegionCode;
  readonly kind: RegionKind;
  /** Official TISS description, e.g. 'Sextante superior posterior direito'. */
  readonly name: string;
}

const NAMES: Record<RegionCode, string> = {
  AS: 'Arco Superior',
  AI: 'Arco Inferior',
  HASD: 'Hemi-Arco Superior Direito',
  HASE: 'Hemi-Arco Superior Esquerdo',
  HAIE: 'Hemi-Arco Inferior Esquerdo',
  HAID: 'Hemi-Arco Inferior Direito',
  S1: 'Sextante superior posterior direito',
  S2: 'Sextante superior anterior',
  S3: 'Sextante superior posterior esquerdo',
  S4: 'Sextante inferior posterior esquerdo',
  S5: 'Sextante inferior anterior',
  S6: 'Sextante inferior posterior direito',
};

/** The twelve selectable regions: arches, hemi-arches, then sextants, with their TISS names. */
export const REGIONS: readonly MouthRegion[] = (Object.keys(NAMES) as RegionCode[]).map((code) => ({
  code,
  kind: code[0] === 'S' ? 'sextant' : code[1] === 'A' ? 'hemiArch' : 'arch',
  name: NAMES[code],
}));

/** The region with this code, or undefined (codes outside the twelve above included). */
export function findRegion(code: string): MouthRegion | undefined {
  return REGIONS.find((region) => region.code === code);
}

/**
 * The arch, hemi-arch and sextant a tooth lies in. Sextants: posterior teeth (premolars and molars,
 * deciduous molars, supernumerary teeth, drawn distally) are S1/S3/S4/S6, incisors and canines S2/S5.
 */
export function regionsOf(tooth: Tooth | ToothNumber): [RegionCode, RegionCode, RegionCode] {
  const { arch, side, region } = typeof tooth === 'number' ? getTooth(tooth) : tooth;
  const upper = arch === 'upper';
  const right = side === 'right';
  const hemi = `HA${upper ? 'S' : 'I'}${right ? 'D' : 'E'}` as RegionCode;
  const sextant = region === 'anterior' ? (upper ? 2 : 5) : upper ? (right ? 1 : 3) : right ? 6 : 4;
  return [upper ? 'AS' : 'AI', hemi, `S${sextant}` as RegionCode];
}

/** Teeth of a region, both dentitions and the supernumerary ones, in FDI order. */
export function regionTeeth(code: RegionCode): Tooth[] {
  return [...TEETH, ...SUPERNUMERARY_TEETH]
    .filter((tooth) => regionsOf(tooth).includes(code))
    .sort((a, b) => a.number - b.number);
}
