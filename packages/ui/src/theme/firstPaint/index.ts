// The sign-in screen's first paint without Chakra at run time: the classes Chakra gives the catalog's elements
// (catalog.tsx) and their CSS, both produced when generating (pnpm generate:first-paint), not in the browser.
import './firstPaint.gen.css';

export { FirstPaintIconSvg } from './FirstPaintIconSvg';
export { FP, FP_ICONS } from './firstPaint.gen';
export type { FirstPaintIcon } from './types';

/** Joins class names, leaving out the empty ones. */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
