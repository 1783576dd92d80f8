import { type Face, facesOf, type Site } from '../model/faces';
import { type MouthRegion, REGIONS, regionsOf } from '../model/regions';
import { type Dentition, getTooth, type Tooth, type ToothNumber } from '../model/teeth';

/** Where a crown face sits in the drawing: the five regions of the classic face diagram. */
type Slot = 'top' | 'bottom' | 'left' | 'right' | 'center';

export interface Point {
  x: number;
  y: number;
}

export interface SiteShape {
  site: Site;
  /** Outline of the clickable area (SVG path data). */
  d: string;
  /** Nominal centre, shared by the same slot of every tooth so arrow keys move along straight rows. */
  anchor: Point;
}

export interface ToothShape {
  tooth: Tooth;
  /** Crown faces and the root, root last. */
  sites: SiteShape[];
  /** The drawn roots (one, two or three generated prongs). */
  rootArt: string;
  /** Outline of the crown (the whole tooth's focus ring and target when a whole tooth is picked). */
  crown: string;
  /** Bounding box of crown and root together. */
  box: { x: number; y: number; width: number; height: number };
  /** Where the tooth number is written, and where its marker dots go. */
  label: Point;
}

/** A region drawn as a band above the upper arch or below the lower one, over the columns of its teeth. */
export interface BandShape {
  region: MouthRegion;
  d: string;
  anchor: Point;
}

export interface ChartLayout {
  width: number;
  height: number;
  teeth: ToothShape[];
  /** Region bands (only when asked for). */
  bands: BandShape[];
  /** x of the midline between the patient's right and left (not drawn in the compact layout). */
  midline: number;
  /** Quadrants stacked one per row (see `chartRows`). */
  compact: boolean;
}

/** Sizes in px at the default size; the SVG scales down with its container. */
export const METRICS = {
  pad: 8,
  crown: 48,
  gap: 6,
  midlineGap: 14,
  label: 18,
  root: 40,
  neck: 3,
  archGap: 28,
};

/** What a chart shows: one dentition, or both (mixed dentition) with the deciduous rows inside. */
export type ChartView = Dentition | 'mixed';

const UPPER: Record<Dentition, ToothNumber[]> = {
  permanent: [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
  deciduous: [55, 54, 53, 52, 51, 61, 62, 63, 64, 65],
};
const LOWER: Record<Dentition, ToothNumber[]> = {
  permanent: [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
  deciduous: [85, 84, 83, 82, 81, 71, 72, 73, 74, 75],
};

/**
 * Teeth as the dentist sees the patient: rows from top to bottom, each from the screen's left to right;
 * with `supernumerary`, each hemi-arch's x9 tooth at its distal end (19 before 18, 29 after 28). `compact`
 * stacks the quadrants (18-11 over 21-28 over 48-41 over 31-38), so that both arches fit a phone.
 */
export function chartRows(view: ChartView, supernumerary = false, compact = false): ToothNumber[][] {
  const rows =
    view === 'mixed'
      ? [UPPER.permanent, UPPER.deciduous, LOWER.deciduous, LOWER.permanent]
      : [UPPER[view], LOWER[view]];
  const extra = (tooth = 0) => Math.floor(tooth / 10) * 10 + 9;
  const full = supernumerary ? rows.map((row) => [extra(row[0]), ...row, extra(row[row.length - 1])]) : rows;
  return compact ? full.flatMap((row) => [row.slice(0, row.length / 2), row.slice(row.length / 2)]) : full;
}

/** Height above an upper tooth's root kept for its number, so that numbers larger than 12 units still fit. */
export const labelSpace = (numberSize: number) => Math.max(METRICS.label, Math.ceil(7 + 0.75 * numberSize));

/**
 * Which face each slot shows. Vestibular faces out of the arch (up on the upper arch, down on the
 * lower); mesial faces the midline, so it is on the right for the patient's right side (drawn on
 * the screen's left) and on the left for the patient's left side.
 */
export function slotFaces(tooth: Tooth): Record<Slot, Face> {
  const [mesial, center, distal, vestibular, inner] = facesOf(tooth) as [Face, Face, Face, Face, Face];
  const upper = tooth.arch === 'upper';
  const right = tooth.side === 'right';
  return {
    center,
    top: upper ? vestibular : inner,
    bottom: upper ? inner : vestibular,
    left: right ? distal : mesial,
    right: right ? mesial : distal,
  };
}

function rootCount(tooth: Tooth): number {
  if (tooth.type === 'molar') return tooth.arch === 'upper' ? 3 : 2;
  return tooth.number === 14 || tooth.number === 24 ? 2 : 1;
}

const round = (value: number) => Math.round(value * 10) / 10;
const path = (points: Point[]) => `M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}Z`;

/** Root prongs between the neck (baseY) and the apex (tipY), generated from the number of roots. */
function rootPath(tooth: Tooth, x: number, size: number, baseY: number, tipY: number): string {
  const count = rootCount(tooth);
  const inset = size * 0.14;
  const prong = (size - 2 * inset) / count;
  const bend = (tipY - baseY) * 0.6;
  let d = '';
  for (let index = 0; index < count; index++) {
    const left = x + inset + index * prong;
    const right = left + prong;
    const mid = (left + right) / 2;
    d += `M${round(left)} ${round(baseY)}L${round(right)} ${round(baseY)}`;
    d += `Q${round(right - prong * 0.1)} ${round(baseY + bend)} ${round(mid + prong * 0.12)} ${round(tipY)}`;
    d += `L${round(mid - prong * 0.12)} ${round(tipY)}`;
    d += `Q${round(left + prong * 0.1)} ${round(baseY + bend)} ${round(left)} ${round(baseY)}Z`;
  }
  return d;
}

/**
 * One tooth drawn at (x, crownY) with crown side `size` and a root box of `rootHeight` above the crown
 * (upper arch) or below it (lower arch). Anterior teeth get a wide, low incisal centre.
 */
export function toothShape(
  tooth: Tooth,
  x: number,
  crownY: number,
  size: number,
  rootHeight: number,
  numberSize = 12,
): ToothShape {
  const upper = tooth.arch === 'upper';
  const cx = x + size / 2;
  const cy = crownY + size / 2;
  // Centre proportions keep every region at least 44 px deep in the enlarged view (size 160).
  const half =
    tooth.region === 'anterior' ? { w: size * 0.225, h: size * 0.14 } : { w: size * 0.21, h: size * 0.21 };
  const corners = {
    tl: { x, y: crownY },
    tr: { x: x + size, y: crownY },
    bl: { x, y: crownY + size },
    br: { x: x + size, y: crownY + size },
  };
  const inner = {
    tl: { x: cx - half.w, y: cy - half.h },
    tr: { x: cx + half.w, y: cy - half.h },
    bl: { x: cx - half.w, y: cy + half.h },
    br: { x: cx + half.w, y: cy + half.h },
  };
  const outlines: Record<Slot, Point[]> = {
    top: [corners.tl, corners.tr, inner.tr, inner.tl],
    bottom: [corners.bl, inner.bl, inner.br, corners.br],
    left: [corners.tl, inner.tl, inner.bl, corners.bl],
    right: [corners.tr, corners.br, inner.br, inner.tr],
    center: [inner.tl, inner.tr, inner.br, inner.bl],
  };
  const anchors: Record<Slot, Point> = {
    top: { x: cx, y: crownY + size * 0.15 },
    bottom: { x: cx, y: crownY + size * 0.85 },
    left: { x: x + size * 0.15, y: cy },
    right: { x: x + size * 0.85, y: cy },
    center: { x: cx, y: cy },
  };
  const faces = slotFaces(tooth);
  const slots: Slot[] = ['top', 'left', 'center', 'right', 'bottom'];
  const rootTop = upper ? crownY - METRICS.neck - rootHeight : crownY + size + METRICS.neck;
  const rootBox = { x, y: rootTop, width: size, height: rootHeight };
  const root: SiteShape = {
    site: 'R',
    d: path([
      { x, y: rootTop },
      { x: x + size, y: rootTop },
      { x: x + size, y: rootTop + rootHeight },
      { x, y: rootTop + rootHeight },
    ]),
    anchor: { x: cx, y: rootTop + rootHeight / 2 },
  };
  const neckY = upper ? crownY - METRICS.neck : crownY + size + METRICS.neck;
  const apexY = upper ? rootTop + 2 : rootTop + rootHeight - 2;
  const top = Math.min(crownY, rootTop);
  return {
    tooth,
    sites: [
      ...slots.map((slot) => ({ site: faces[slot], d: path(outlines[slot]), anchor: anchors[slot] })),
      root,
    ],
    rootArt: rootPath(tooth, x, size, neckY, apexY),
    crown: path([corners.tl, corners.tr, corners.br, corners.bl]),
    box: { x, y: top, width: size, height: size + METRICS.neck + rootBox.height },
    label: {
      x: cx,
      y: upper ? top - 5 : top + size + METRICS.neck + rootHeight + Math.max(14, 2 + 0.8 * numberSize),
    },
  };
}

const BAND = 22;
const BAND_STEP = BAND + 4;
const BAND_ROWS = { sextant: 0, hemiArch: 1, arch: 2 };

export interface LayoutOptions {
  supernumerary?: boolean;
  regions?: boolean;
  /** Quadrants stacked, one per row, for narrow screens; no region bands (the chart offers them as buttons). */
  compact?: boolean;
  /** Font size of the tooth numbers in drawing units (12 by default; larger when the chart is drawn smaller). */
  numberSize?: number;
}

/**
 * The whole chart of a view at the default size; shorter rows are centred on the midline. With `regions`,
 * bands for the sextants, hemi-arches and arches (outermost) above the upper teeth and below the lower ones.
 */
export function chartLayout(view: ChartView, options: LayoutOptions = {}): ChartLayout {
  const { pad, crown, gap, root, neck, archGap } = METRICS;
  const compact = Boolean(options.compact);
  const midlineGap = compact ? 0 : METRICS.midlineGap;
  const label = labelSpace(options.numberSize ?? 12);
  const rows = chartRows(view, options.supernumerary, compact);
  const bandSpace = options.regions && !compact ? 3 * BAND_STEP : 0;
  const rowWidth = (count: number) => count * crown + (count - 1) * gap + midlineGap;
  const widest = Math.max(...rows.map((row) => rowWidth(row.length)));
  const rowGap = 10;
  const teeth: ToothShape[] = [];
  let top = pad + bandSpace;
  rows.forEach((row, rowIndex) => {
    const upper = getTooth(row[0] ?? 11).arch === 'upper';
    const nextIsLower = getTooth(rows[rowIndex + 1]?.[0] ?? 41).arch === 'lower';
    const left = pad + (widest - rowWidth(row.length)) / 2;
    const crownY = upper ? top + label + root + neck : top;
    row.forEach((number, index) => {
      const x = left + index * (crown + gap) + (index >= row.length / 2 ? midlineGap : 0);
      teeth.push(toothShape(getTooth(number), x, crownY, crown, root, options.numberSize));
    });
    top += label + root + neck + crown + (upper && nextIsLower ? archGap : rowGap);
  });
  const bottom = top - rowGap;
  const bands = bandSpace
    ? REGIONS.map((region): BandShape => {
        const members = teeth.filter((shape) => regionsOf(shape.tooth).includes(region.code));
        const x0 = Math.min(...members.map((shape) => shape.box.x)) - 2;
        const x1 = Math.max(...members.map((shape) => shape.box.x + shape.box.width)) + 2;
        const upper = members[0]?.tooth.arch === 'upper';
        const y = upper
          ? pad + bandSpace - (BAND_ROWS[region.kind] + 1) * BAND_STEP
          : bottom + 4 + BAND_ROWS[region.kind] * BAND_STEP;
        return {
          region,
          d: `M${x0} ${y}H${x1}V${y + BAND}H${x0}Z`,
          anchor: { x: (x0 + x1) / 2, y: y + BAND / 2 },
        };
      })
    : [];
  return {
    width: widest + 2 * pad,
    height: bottom + bandSpace + pad,
    teeth,
    bands,
    midline: pad + widest / 2,
    compact,
  };
}
