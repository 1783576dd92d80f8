import { getTooth, type Tooth, type ToothNumber } from './teeth';

/** A tooth face (TUSS table 32). The root is not a face: see `Site`. */
export type Face = 'M' | 'D' | 'V' | 'P' | 'L' | 'I' | 'O';
/** A clickable part of a tooth: one of its faces or 'R', the root. */
export type Site = Face | 'R';

/** Canonical order faces are listed in: mesial, incisal/occlusal, distal, vestibular, palatal/lingual. */
export const FACE_ORDER: readonly Face[] = ['M', 'I', 'O', 'D', 'V', 'P', 'L'];

/** Official TISS description of each face letter. */
export const FACE_NAMES: Readonly<Record<Face, string>> = {
  M: 'Mesial',
  D: 'Distal',
  V: 'Vestibular',
  P: 'Palatina',
  L: 'Lingual',
  I: 'Incisal',
  O: 'Oclusal',
};

/** The root's letter in the API's faces string. */
export const ROOT = 'R';

export function isFace(value: unknown): value is Face {
  return typeof value === 'string' && (FACE_ORDER as readonly string[]).includes(value);
}

function toothOf(tooth: Tooth | ToothNumber): Tooth {
  return typeof tooth === 'number' ? getTooth(tooth) : tooth;
}

/** The five faces of a tooth in canonical order. */
export function facesOf(tooth: Tooth | ToothNumber): Face[] {
  const { arch, region } = toothOf(tooth);
  return ['M', region === 'anterior' ? 'I' : 'O', 'D', 'V', arch === 'upper' ? 'P' : 'L'];
}

/** Whether the tooth has this face (e.g. 16 has O, not I; 36 has L, not P). */
export function hasFace(tooth: Tooth | ToothNumber, face: Face): boolean {
  return facesOf(tooth).includes(face);
}

/** Faces deduplicated and in canonical order. */
export function sortFaces(faces: Iterable<Face>): Face[] {
  const set = new Set(faces);
  return FACE_ORDER.filter((face) => set.has(face));
}

/** Faces among the given ones that the tooth does not have. */
export function invalidFaces(tooth: Tooth | ToothNumber, faces: Iterable<Face>): Face[] {
  const own = facesOf(tooth);
  return sortFaces(faces).filter((face) => !own.includes(face));
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Faces and root of one tooth, as the API's faces string carries them. */
export interface SiteSet {
  faces: Face[];
  root: boolean;
}

/** The API's comma-separated faces string: 'M,O,D', or 'R' for the root. */
export function formatFaces(sites: { faces?: Iterable<Face>; root?: boolean }): string {
  const parts: string[] = sortFaces(sites.faces ?? []);
  if (sites.root) parts.push(ROOT);
  return parts.join(',');
}

/**
 * Parses the API's faces string ('M,O,D', 'R', 'm, o'), refusing unknown letters, repeats and,
 * when a tooth is given, faces that tooth does not have.
 */
export function parseFaces(text: string, tooth?: Tooth | ToothNumber): ParseResult<SiteSet> {
  const tokens = text
    .split(',')
    .map((token) => token.trim().toUpperCase())
    .filter((token) => token !== '');
  const faces: Face[] = [];
  let root = false;
  for (const token of tokens) {
    if (token === ROOT) {
      if (root) return { ok: false, error: 'Raiz repetida.' };
      root = true;
    } else if (isFace(token)) {
      if (faces.includes(token)) return { ok: false, error: `Face repetida: ${token}.` };
      faces.push(token);
    } else {
      return { ok: false, error: `Face desconhecida: ${token}.` };
    }
  }
  if (tooth !== undefined) {
    const wrong = invalidFaces(tooth, faces);
    if (wrong.length > 0) return { ok: false, error: missingFacesMessage(toothOf(tooth), wrong) };
  }
  return { ok: true, value: { faces: sortFaces(faces), root } };
}

export function missingFacesMessage(tooth: Tooth, faces: readonly Face[]): string {
  const list = faces.map((face) => `${face} (${FACE_NAMES[face]})`).join(', ');
  return faces.length === 1
    ? `O dente ${tooth.number} não tem a face ${list}.`
    : `O dente ${tooth.number} não tem as faces ${list}.`;
}
