import { describe, expect, it } from 'vitest';
import { isSelectionComplete, isSiteSelected, pickSite } from './selection';

describe('selection rules', () => {
  it('should start a selection on the picked tooth with the picked face or the root', () => {
    expect(pickSite(null, 16, 'M')).toEqual({ tooth: 16, faces: ['M'], root: false });
    expect(pickSite(null, 16, 'R')).toEqual({ tooth: 16, faces: [], root: true });
  });

  it('should replace the selection when another tooth is picked', () => {
    const first = pickSite(pickSite(null, 16, 'M'), 16, 'O');
    expect(pickSite(first, 26, 'D')).toEqual({ tooth: 26, faces: ['D'], root: false });
  });

  it('should toggle faces of the same tooth and keep them in canonical order', () => {
    let selection = pickSite(null, 36, 'D');
    selection = pickSite(selection, 36, 'M');
    selection = pickSite(selection, 36, 'O');
    expect(selection.faces).toEqual(['M', 'O', 'D']);
    selection = pickSite(selection, 36, 'O');
    expect(selection).toEqual({ tooth: 36, faces: ['M', 'D'], root: false });
  });

  it('should toggle the root of the same tooth, clearing faces since faces and root exclude each other', () => {
    const faces = pickSite(null, 11, 'I');
    const root = pickSite(faces, 11, 'R');
    expect(root).toEqual({ tooth: 11, faces: [], root: true });
    expect(pickSite(root, 11, 'R')).toEqual({ tooth: 11, faces: [], root: false });
    expect(pickSite(root, 11, 'V')).toEqual({ tooth: 11, faces: ['V'], root: false });
  });

  it('should refuse a face the tooth lacks', () => {
    expect(() => pickSite(null, 16, 'I')).toThrow(RangeError);
    expect(() => pickSite(null, 46, 'P')).toThrow(RangeError);
  });

  it('should tell whether a site is selected and whether the selection can be added', () => {
    const selection = pickSite(null, 16, 'M');
    expect(isSiteSelected(selection, 16, 'M')).toBe(true);
    expect(isSiteSelected(selection, 16, 'R')).toBe(false);
    expect(isSiteSelected(selection, 26, 'M')).toBe(false);
    expect(isSiteSelected(null, 16, 'M')).toBe(false);
    expect(isSelectionComplete(selection)).toBe(true);
    expect(isSelectionComplete(pickSite(selection, 16, 'M'))).toBe(false);
    expect(isSelectionComplete(null)).toBe(false);
  });
});
