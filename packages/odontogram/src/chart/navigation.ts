import type { Site } from '../model/faces';
import type { ToothNumber } from '../model/teeth';
import type { Point } from './geometry';

/** A face or the root of one tooth. */
export interface SiteRef {
  tooth: ToothNumber;
  site: Site;
}

/** Something the chart's single tab stop can rest on (a face or root, a whole tooth, a region), by key. */
export interface NavTarget {
  key: string;
  anchor: Point;
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

export const siteKey = (ref: SiteRef) => `${ref.tooth}${ref.site}`;

const sameRow = (a: Point, b: Point) => Math.abs(a.y - b.y) < 0.5;

/**
 * The target an arrow key moves to, by position on screen: left/right along the row (faces of one
 * tooth, then the next tooth along the arch), up/down to the nearest row above or below (faces,
 * root, region bands, and across to the other arch), Home/End to the ends of the row. Stays put at an edge.
 */
export function moveFocus(targets: readonly NavTarget[], from: string, direction: Direction): string {
  const current = targets.find((entry) => entry.key === from);
  if (!current) return from;
  const { x, y } = current.anchor;
  const row = targets.filter((entry) => sameRow(entry.anchor, current.anchor));
  let candidates: NavTarget[] = [];
  if (direction === 'left')
    candidates = row.filter((e) => e.anchor.x < x).sort((a, b) => b.anchor.x - a.anchor.x);
  if (direction === 'right')
    candidates = row.filter((e) => e.anchor.x > x).sort((a, b) => a.anchor.x - b.anchor.x);
  if (direction === 'home') candidates = [...row].sort((a, b) => a.anchor.x - b.anchor.x);
  if (direction === 'end') candidates = [...row].sort((a, b) => b.anchor.x - a.anchor.x);
  if (direction === 'up' || direction === 'down') {
    const sign = direction === 'down' ? 1 : -1;
    const beyond = targets.filter((e) => (e.anchor.y - y) * sign > 0.5);
    const nearestY = Math.min(...beyond.map((e) => Math.abs(e.anchor.y - y)));
    candidates = beyond
      .filter((e) => Math.abs(Math.abs(e.anchor.y - y) - nearestY) < 0.5)
      .sort((a, b) => Math.abs(a.anchor.x - x) - Math.abs(b.anchor.x - x));
  }
  return candidates[0]?.key ?? from;
}

/** Where the chart's single tab stop is: the first preferred key that is drawn, else the first target. */
export function initialFocus(
  targets: readonly NavTarget[],
  preferred: readonly (string | undefined)[],
): string {
  return preferred.find((key) => targets.some((e) => e.key === key)) ?? targets[0]?.key ?? '';
}
