import {
  FACE_ORDER,
  type Face,
  invalidFaces,
  isFace,
  missingFacesMessage,
  type ParseResult,
  sortFaces,
} from './faces';
import { getTooth, type Tooth, type ToothNumber } from './teeth';

/** The `denteFace` pattern of TISS (dm_face): one to five letters of [OLMVDIP]. */
export const TISS_DENTE_FACE_PATTERN = /^[OLMVDIP]{1,5}$/;

function toothOf(tooth: Tooth | ToothNumber): Tooth {
  return typeof tooth === 'number' ? getTooth(tooth) : tooth;
}

/**
 * The TISS `denteFace` of faces of one tooth ('MOD'), in canonical order. Refuses an empty list, the
 * root (TISS has no root face: a root procedure goes without `denteFace`) and faces the tooth lacks.
 */
export function toTissDenteFace(
  tooth: Tooth | ToothNumber,
  faces: Iterable<Face | 'R'>,
): ParseResult<string> {
  const list = [...faces];
  if (list.includes('R')) return { ok: false, error: 'A raiz não é uma face TISS.' };
  const own = list.filter(isFace);
  if (own.length === 0) return { ok: false, error: 'Informe ao menos uma face.' };
  const wrong = invalidFaces(tooth, own);
  if (wrong.length > 0) return { ok: false, error: missingFacesMessage(toothOf(tooth), wrong) };
  return { ok: true, value: sortFaces(own).join('') };
}

/** Reads a TISS `denteFace` ('DOM', 'mo') for a tooth, refusing letters outside [OLMVDIP], repeats and faces the tooth lacks. */
export function parseTissDenteFace(tooth: Tooth | ToothNumber, text: string): ParseResult<Face[]> {
  const upper = text.trim().toUpperCase();
  if (!TISS_DENTE_FACE_PATTERN.test(upper)) {
    return {
      ok: false,
      error: `Face TISS inválida: '${text}' (use de 1 a 5 letras entre ${FACE_ORDER.join('')}).`,
    };
  }
  const letters = [...upper] as Face[];
  if (new Set(letters).size !== letters.length) return { ok: false, error: `Face TISS repetida: '${text}'.` };
  const wrong = invalidFaces(tooth, letters);
  if (wrong.length > 0) return { ok: false, error: missingFacesMessage(toothOf(tooth), wrong) };
  return { ok: true, value: sortFaces(letters) };
}
