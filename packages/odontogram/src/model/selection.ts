import { type Face, hasFace, type Site, sortFaces } from './faces';
import type { ToothNumber } from './teeth';

/** What the dentist picked: one tooth with either some of its faces or its root. */
export interface ToothSelection {
  readonly tooth: ToothNumber;
  /** Selected faces in canonical order; empty when the root is selected. */
  readonly faces: readonly Face[];
  /** Whether the root is selected (then no face is). */
  readonly root: boolean;
}

/**
 * Applies a pick (docs/product-rules.md#tooth-marking): another tooth replaces the selection; the same tooth toggles the
 * face or the root. Faces and root exclude each other, so picking one clears the other.
 */
export function pickSite(current: ToothSelection | null, tooth: ToothNumber, site: Site): ToothSelection {
  if (site !== 'R' && !hasFace(tooth, site)) {
    throw new RangeError(`O dente ${tooth} não tem a face ${site}.`);
  }
  if (!current || current.tooth !== tooth) {
    return site === 'R' ? { tooth, faces: [], root: true } : { tooth, faces: [site], root: false };
  }
  if (site === 'R') return { tooth, faces: [], root: !current.root };
  const faces = current.faces.includes(site)
    ? current.faces.filter((face) => face !== site)
    : sortFaces([...current.faces, site]);
  return { tooth, faces, root: false };
}

/** Whether the selection holds the site. */
export function isSiteSelected(
  selection: ToothSelection | null | undefined,
  tooth: ToothNumber,
  site: Site,
): boolean {
  if (!selection || selection.tooth !== tooth) return false;
  return site === 'R' ? selection.root : selection.faces.includes(site);
}

/** Whether the selection is enough to add a procedure: a tooth and at least one face or the root. */
export function isSelectionComplete(selection: ToothSelection | null | undefined): boolean {
  return Boolean(selection && (selection.root || selection.faces.length > 0));
}
