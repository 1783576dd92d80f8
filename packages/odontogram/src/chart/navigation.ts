import type { Site } from '../model/faces';
import type { ToothNumber } from '../model/teeth';
import type { ChartLayout, Point } from './geometry';

/** A focusable place of the chart: a face or the root of one tooth. */
export interface SiteRef {
  tooth: ToothNumber;
  site: Site;
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

export const siteKey = (ref: SiteRef) => `${ref.tooth}${ref.site}`;

interface Entry extends SiteRef {
  anchor: Point;
}

function entries(layout: ChartLayout): Entry[] {
  return layout.teeth.flatMap((shape) =>
    shape.sites.map((site) => ({ tooth: shape.tooth.number, site: site.site, anchor: site.anchor })),
  );
}

const sameRow = (a: Point, b: Point) => Math.abs(a.y - b.y) < 0.5;

/**
 * The site an arrow key moves to, by position on screen: left/right along the row (faces of one
 * tooth, then the next tooth along the arch), up/down to the nearest row above or below (faces,
 * root, and across to the other arch), Home/End to the ends of the row. Stays put at an edge.
 */
export function moveFocus(layout: ChartLayout, from: SiteRef, direction: Direction): SiteRef {
  const all = entries(layout);
  const current = all.find((entry) => entry.tooth === from.tooth && entry.site === from.site);
  if (!current) return from;
  const { x, y } = current.anchor;
  const row = all.filter((entry) => sameRow(entry.anchor, current.anchor));
  let candidates: Entry[] = [];
  if (direction === 'left')
    candidates = row.filter((e) => e.anchor.x < x).sort((a, b) => b.anchor.x - a.anchor.x);
  if (direction === 'right')
    candidates = row.filter((e) => e.anchor.x > x).sort((a, b) => a.anchor.x - b.anchor.x);
  if (direction === 'home') candidates = [...row].sort((a, b) => a.anchor.x - b.anchor.x);
  if (direction === 'end') candidates = [...row].sort((a, b) => b.anchor.x - a.anchor.x);
  if (direction === 'up' || direction === 'down') {
    const sign = direction === 'down' ? 1 : -1;
    const beyond = all.filter((e) => (e.anchor.y - y) * sign > 0.5);
    const nearestY = Math.min(...beyond.map((e) => Math.abs(e.anchor.y - y)));
    candidates = beyond
      .filter((e) => Math.abs(Math.abs(e.anchor.y - y) - nearestY) < 0.5)
      .sort((a, b) => Math.abs(a.anchor.x - x) - Math.abs(b.anchor.x - x));
  }
  const next = candidates[0];
  return next ? { tooth: next.tooth, site: next.site } : from;
}

/** Where the chart's single tab stop is: the first preferred site the layout draws, else the first tooth's centre. */
export function initialFocus(layout: ChartLayout, preferred: readonly (SiteRef | null)[]): SiteRef {
  const all = entries(layout);
  const drawn = preferred.find((ref) => ref && all.some((e) => e.tooth === ref.tooth && e.site === ref.site));
  if (drawn) return drawn;
  const first = layout.teeth[0];
  const centre = first?.sites[2];
  return first && centre ? { tooth: first.tooth.number, site: centre.site } : { tooth: 18, site: 'O' };
}
