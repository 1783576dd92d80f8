import { facesOf } from '../planos/teeth';
import { toothCatalogue } from './reference';

/** The canal classes TUSS names: 'unirradicular', 'birradicular', 'multirradicular'. */
export type ClasseCanais = 'uni' | 'bi' | 'multi';

/** A tooth's dentition; a supernumerary tooth (x9) belongs to the dentition of its quadrant. */
export type DenticaoDoDente = 'permanente' | 'decidua';

/** The usual number of roots of a tooth and the canal classes a code may name for it. */
export interface RaizesDoDente {
  raizes: number;
  /**
   * The numbers of roots a code may name for the tooth: the usual one and a variant common enough (about a
   * fifth of the teeth or more) to be planned without the auditor's radiograph.
   */
  raizesAceitas: readonly number[];
  canais: readonly ClasseCanais[];
}

/*
 * Usual roots per tooth, by FDI position (1 central incisor ... 8 third molar). Sources: Nelson SJ,
 * "Wheeler's Dental Anatomy, Physiology and Occlusion", 10th ed., chapters on each tooth (root numbers,
 * permanent and deciduous); Vertucci FJ, "Root canal anatomy of the human permanent teeth", Oral Surg
 * Oral Med Oral Pathol 1984;58:589-599 (share of teeth with one canal). TISS glosa 3027 compares the
 * tooth with the number of canals the code names, so a second class is accepted where a second canal
 * is common (about a fifth of the teeth or more); rarer variants need the auditor's radiograph.
 */
const uni: RaizesDoDente = { raizes: 1, raizesAceitas: [1], canais: ['uni'] };
const uniOrTwoCanals: RaizesDoDente = { raizes: 1, raizesAceitas: [1], canais: ['uni', 'bi'] };
const threeRoots: RaizesDoDente = { raizes: 3, raizesAceitas: [3], canais: ['multi'] };
const twoRootsMulti: RaizesDoDente = { raizes: 2, raizesAceitas: [2], canais: ['multi'] };
const PERMANENT_UPPER: Record<number, RaizesDoDente> = {
  1: uni,
  2: uni,
  3: uni,
  // Buccal and palatal roots in most, one root in about 40% (Vertucci & Gegauff 1979); two canals in
  // about 90% (one canal 8%).
  4: { raizes: 2, raizesAceitas: [1, 2], canais: ['bi'] },
  // One root; two canals in about half.
  5: uniOrTwoCanals,
  6: threeRoots,
  7: threeRoots,
  // Third molars: roots often fused, their number varies.
  8: { raizes: 3, raizesAceitas: [1, 2, 3], canais: ['uni', 'bi', 'multi'] },
};
const PERMANENT_LOWER: Record<number, RaizesDoDente> = {
  // Lower incisors, canine and first premolar: one root, a second canal in a fifth to a third.
  1: uniOrTwoCanals,
  2: uniOrTwoCanals,
  3: uniOrTwoCanals,
  4: uniOrTwoCanals,
  5: uni,
  // Mesial and distal roots (two roots: 'birradicular' for a root procedure) with three canals
  // ('multirradicular' for endodontics).
  6: twoRootsMulti,
  7: twoRootsMulti,
  8: { raizes: 2, raizesAceitas: [1, 2, 3], canais: ['uni', 'bi', 'multi'] },
};
// Deciduous incisors and canines have one root; upper molars three, lower molars two.
const DECIDUOUS_UPPER: Record<number, RaizesDoDente> = {
  1: uni,
  2: uni,
  3: uni,
  4: threeRoots,
  5: threeRoots,
};
const DECIDUOUS_LOWER: Record<number, RaizesDoDente> = {
  1: uni,
  2: uni,
  3: uni,
  4: twoRootsMulti,
  5: twoRootsMulti,
};

const quadrantOf = (dente: number) => Math.floor(dente / 10);
const positionOf = (dente: number) => dente % 10;

/** Whether the code is a tooth of TUSS Tabela 28 (`dm_dente`), supernumerary teeth (x9) included. */
export function isToothCode(dente: number): boolean {
  return toothCatalogue.has(dente);
}

export function isSupernumerary(dente: number): boolean {
  return positionOf(dente) === 9;
}

/** The dentition of a tooth of Tabela 28: quadrants 1-4 permanent, 5-8 deciduous. */
export function dentitionOf(dente: number): DenticaoDoDente {
  return quadrantOf(dente) <= 4 ? 'permanente' : 'decidua';
}

/** The usual roots of a tooth, or null for a supernumerary tooth (no usual anatomy). */
export function rootsOf(dente: number): RaizesDoDente | null {
  if (isSupernumerary(dente) || !isToothCode(dente)) return null;
  const quadrant = quadrantOf(dente);
  const upper = [1, 2, 5, 6].includes(quadrant);
  const table =
    dentitionOf(dente) === 'permanente'
      ? upper
        ? PERMANENT_UPPER
        : PERMANENT_LOWER
      : upper
        ? DECIDUOUS_UPPER
        : DECIDUOUS_LOWER;
  return table[positionOf(dente)] ?? null;
}

/**
 * The crown faces of a tooth (the root R apart): P on upper teeth, L on lower; I on front teeth, O on
 * back teeth. A supernumerary tooth may stand anywhere in its hemi-arch, so it may have I or O.
 */
export function crownFacesOf(dente: number): string[] {
  const crown = facesOf(dente).filter((face) => face !== 'R');
  return isSupernumerary(dente) ? [...crown, 'I'] : crown;
}

/** The kind of tooth by its position: incisors and canines, premolars, molars (deciduous 4 and 5 are molars). */
export function toothKindOf(dente: number): 'incisivo' | 'canino' | 'pre-molar' | 'molar' | null {
  if (isSupernumerary(dente) || !isToothCode(dente)) return null;
  const position = positionOf(dente);
  if (position <= 2) return 'incisivo';
  if (position === 3) return 'canino';
  if (dentitionOf(dente) === 'decidua' || position >= 6) return 'molar';
  return 'pre-molar';
}

/** The quadrants of each arch and hemi-arch (permanent and deciduous). */
const QUADRANTS_OF_REGION: Record<string, readonly number[]> = {
  AS: [1, 2, 5, 6],
  AI: [3, 4, 7, 8],
  ASAI: [1, 2, 3, 4, 5, 6, 7, 8],
  HASD: [1, 5],
  HASE: [2, 6],
  HAIE: [3, 7],
  HAID: [4, 8],
};
/** The sextants: quadrants and positions (posterior 4-8, deciduous 4-5; anterior 1-3). */
const SEXTANTS: Record<string, { quadrants: readonly number[]; anterior: boolean }> = {
  S1: { quadrants: [1, 5], anterior: false },
  S2: { quadrants: [1, 2, 5, 6], anterior: true },
  S3: { quadrants: [2, 6], anterior: false },
  S4: { quadrants: [3, 7], anterior: false },
  S5: { quadrants: [3, 4, 7, 8], anterior: true },
  S6: { quadrants: [4, 8], anterior: false },
};

/**
 * Whether a tooth of Tabela 28 stands in an arch, hemi-arch or sextant of Tabela 42 (false for the other
 * regions). A supernumerary tooth belongs to its quadrant's arches and hemi-arches, to no sextant.
 */
export function isToothInRegion(dente: number, region: string): boolean {
  const quadrants = QUADRANTS_OF_REGION[region];
  if (quadrants) return quadrants.includes(quadrantOf(dente));
  const sextant = SEXTANTS[region];
  if (!sextant || isSupernumerary(dente) || !sextant.quadrants.includes(quadrantOf(dente))) return false;
  return positionOf(dente) <= 3 === sextant.anterior;
}
