import { CONDITIONS, type ToothCondition, type ToothConditions } from '../model/conditions';
import type { Site } from '../model/faces';
import type { RegionCode } from '../model/regions';
import { isSiteSelected, type ToothSelection } from '../model/selection';
import { findTooth, type ToothNumber } from '../model/teeth';
import {
  type BandShape,
  type ChartLayout,
  type ChartView,
  chartLayout,
  type Point,
  type SiteShape,
  type ToothShape,
} from './geometry';
import {
  type ChartAsk,
  countMarkers,
  MARKER_CLASSES,
  type MarkerClass,
  type MarkerCounts,
  markerClass,
  type OdontogramLabels,
  type OdontogramMarker,
  siteLabel,
  toothLabel,
} from './labels';
import type { Paint } from './theme';

/** A part of the chart one can pick: a face or root, a whole tooth, or a region. */
export interface Target {
  key: string;
  tooth?: ToothNumber;
  site?: Site;
  region?: RegionCode;
  label: string;
  /** Its aria-pressed; undefined when picking it applies something rather than toggling (situation editing). */
  pressed?: boolean;
  /** Shown and focusable, but not what the chart asks for. */
  disabled: boolean;
  anchor: Point;
  /** Outline of the focus ring. */
  d: string;
}

/** A renderer-neutral SVG element: the live chart renders it with React, exportSvg serialises it. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: (SvgNode | string)[];
  /** Set on the parts one can pick. */
  target?: Target;
  /** Set on a tooth's group when the tooth itself is not a target. */
  toothLabel?: string;
}

export interface DrawContext {
  selection: ToothSelection | null | undefined;
  markers: readonly OdontogramMarker[];
  labels: OdontogramLabels;
  paint: Paint;
  /** Prefix of pattern ids, unique per chart. */
  ids: string;
  /** 1 in the chart; larger in the enlarged tooth. */
  scale: number;
  conditions?: ToothConditions;
  region?: RegionCode | null;
  /** What may be picked; undefined: a tooth's faces or its root. */
  asks?: readonly ChartAsk[];
  /** Recording situations: whole teeth are the targets. */
  editing?: boolean;
  /** Draws the region bands; by default when a region is asked for or selected. */
  regions?: boolean;
  /** Draws the supernumerary teeth; by default when one is marked or has a situation. */
  supernumerary?: boolean;
  /** Entries of the legend drawn under the teeth, if any. */
  legend?: readonly LegendEntry[];
  /**
   * The phone layout: quadrants stacked and whole teeth as the chart's targets (a face is too small a target
   * there); the selected tooth's faces and root are picked on the enlarged tooth.
   */
  compact?: boolean;
  /** Font size of the tooth numbers in drawing units: 12 / the chart's scale, so they read 12 px or more. */
  numberSize?: number;
}

const node = (tag: string, attrs: SvgNode['attrs'], children?: SvgNode['children']): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };

/** An entry of the legend: an initial situation or a class of marker. */
export type LegendEntry = ToothCondition | MarkerClass;

const LEGEND_FILLS: Partial<Record<LegendEntry, string>> = {
  planned: 'planned',
  performed: 'performed',
  denied: 'denied',
  extractionDenied: 'denied',
  C: 'caries',
  R: 'restored',
};

/**
 * What the legend lists: the five situations when any is recorded (or being recorded), and the marker classes
 * present; by default (`shown` undefined) only when there is more than planned items and extractions.
 */
export function legendEntries(
  markers: readonly OdontogramMarker[],
  conditions: ToothConditions = {},
  editing?: boolean,
  shown?: boolean,
): LegendEntry[] {
  const entries: LegendEntry[] = [
    ...(editing || Object.keys(conditions).length > 0 ? CONDITIONS : []),
    ...MARKER_CLASSES.filter((name) => markers.some((marker) => markerClass(marker) === name)),
  ];
  return (shown ?? entries.some((entry) => entry !== 'planned' && entry !== 'extraction')) ? entries : [];
}

const REGION_ASKS: readonly ChartAsk[] = ['arch', 'hemiArch', 'sextant'];

/** Whether the chart's targets are whole teeth rather than faces and roots. */
export const wholeTeeth = (ctx: Pick<DrawContext, 'asks' | 'editing'>) =>
  Boolean(ctx.editing || (ctx.asks && !ctx.asks.includes('faces') && !ctx.asks.includes('root')));

/** Whether the chart's targets are whole teeth: asked for, or the compact layout (faces on the enlarged tooth). */
export const teethAreTargets = (ctx: Pick<DrawContext, 'asks' | 'editing' | 'compact'>) =>
  Boolean(ctx.compact) || wholeTeeth(ctx);

const asked = (ctx: DrawContext, ask: ChartAsk) =>
  !ctx.editing && (ctx.asks ? ctx.asks.includes(ask) : ask === 'faces' || ask === 'root');

/**
 * Patterns, so that no state relies on colour alone: planned items hatched, performed ones latticed, denied
 * ones lined, decayed crowns dotted, restored ones striped upright; selected planned faces hatched blue.
 */
export function defs(ctx: Pick<DrawContext, 'paint' | 'ids'>): SvgNode {
  const { paint } = ctx;
  const pattern = (id: string, angle: number, children: SvgNode[]) =>
    node(
      'pattern',
      {
        id: ctx.ids + id,
        width: 6,
        height: 6,
        patternUnits: 'userSpaceOnUse',
        patternTransform: `rotate(${angle})`,
      },
      [node('rect', { width: 6, height: 6, fill: paint('surface') }), ...children],
    );
  const bar = (width: number, height: number, fill: string) => node('rect', { width, height, fill });
  return node('defs', {}, [
    pattern('planned', 45, [bar(4, 6, paint('planned'))]),
    pattern('selplanned', 45, [bar(4, 6, paint('selected'))]),
    pattern('performed', 45, [bar(2, 6, paint('performed')), bar(6, 2, paint('performed'))]),
    pattern('denied', 0, [bar(6, 2, paint('denied'))]),
    pattern('caries', 0, [node('circle', { cx: 3, cy: 3, r: 1.7, fill: paint('caries') })]),
    pattern('restored', 0, [bar(4, 6, paint('restored'))]),
  ]);
}

/** The pattern of the most pending marker class on a site: planned, then performed, then denied. */
function markedFill(counts: MarkerCounts): string {
  if (counts.planned + counts.extraction > 0) return 'planned';
  if (counts.performed + counts.extracted > 0) return 'performed';
  return counts.denied + counts.extractionDenied > 0 ? 'denied' : '';
}

function drawSite(
  ctx: DrawContext,
  shape: ToothShape,
  site: SiteShape,
  plain: string,
  whole: boolean,
  targets: boolean,
): SvgNode {
  const tooth = shape.tooth.number;
  const selected = whole
    ? ctx.selection?.tooth === tooth && !ctx.editing && site.site !== 'R'
    : isSiteSelected(ctx.selection, tooth, site.site);
  const counts = countMarkers(ctx.markers, tooth, site.site);
  const marked = markedFill(counts);
  const isRoot = site.site === 'R';
  const fill = marked
    ? `url(#${ctx.ids}${selected ? 'selplanned' : marked})`
    : selected
      ? ctx.paint('selected')
      : isRoot
        ? ctx.paint('root')
        : plain;
  const outline = { stroke: ctx.paint('outline'), 'stroke-width': 1, 'stroke-linejoin': 'round' };
  const children: SvgNode[] = isRoot
    ? [
        // The whole root box is the target; only the prongs are painted.
        node('path', { d: site.d, fill: 'transparent' }),
        node('path', { d: shape.rootArt, fill, ...outline }),
      ]
    : [node('path', { d: site.d, fill, ...outline })];
  if (selected) {
    // A dot in the middle marks selection by shape, not by colour alone.
    children.push(
      node('circle', {
        cx: site.anchor.x,
        cy: site.anchor.y,
        r: 3.2 * ctx.scale,
        fill: ctx.paint('surface'),
        stroke: ctx.paint('ink'),
        'stroke-width': ctx.scale,
      }),
    );
  }
  const group: SvgNode = { tag: 'g', attrs: {}, children };
  if (!targets) {
    group.target = {
      key: `${tooth}${site.site}`,
      tooth,
      site: site.site,
      label: siteLabel(ctx.labels, tooth, site.site, selected, counts),
      pressed: selected,
      disabled: !asked(ctx, isRoot ? 'root' : 'faces'),
      anchor: site.anchor,
      d: site.d,
    };
  }
  return group;
}

const write = (
  ctx: DrawContext,
  x: number,
  y: number,
  size: number,
  content: string,
  bold: boolean,
  fill = ctx.paint('ink'),
  anchor = 'middle',
) =>
  node(
    'text',
    {
      x,
      y,
      'text-anchor': anchor,
      'font-size': size,
      'font-weight': bold ? 700 : 400,
      'text-decoration': bold && content.length > 1 ? 'underline' : 'none',
      'font-family': ctx.paint('font'),
      fill,
      'aria-hidden': 'true',
      'pointer-events': 'none',
    },
    [content],
  );

const rect = (x: number, y: number, width: number, height: number, attrs: SvgNode['attrs']) =>
  node('rect', { x, y, width, height, 'pointer-events': 'none', ...attrs });

/**
 * One tooth: faces, root, its number, its situation (letter on the root, dotted or striped crown, faded
 * when absent, a slash when extraction is indicated), and by its number a round dot for planned items, a
 * square for performed ones, a bar for denied ones; an extraction adds a cross and a yellow dot, and
 * fades the tooth once done; a denied extraction's cross is dashed.
 */
export function drawTooth(ctx: DrawContext, shape: ToothShape, withNumber = true): SvgNode {
  const { tooth, box, label } = shape;
  const { paint, scale } = ctx;
  const whole = wholeTeeth(ctx);
  const teeth = teethAreTargets(ctx);
  const counts = countMarkers(ctx.markers, tooth.number);
  const condition = ctx.conditions?.[tooth.number];
  const plain =
    condition === 'C' || condition === 'R'
      ? `url(#${ctx.ids}${condition === 'C' ? 'caries' : 'restored'})`
      : paint('surface');
  const sites = shape.sites.map((site) => drawSite(ctx, shape, site, plain, whole, teeth || whole));
  const children = [node('g', counts.extracted > 0 || condition === 'A' ? { opacity: 0.3 } : {}, sites)];
  const chosen = ctx.selection?.tooth === tooth.number && !ctx.editing;
  const numberSize = ctx.numberSize ?? 12;
  if (withNumber) children.push(write(ctx, label.x, label.y, numberSize, String(tooth.number), chosen));
  const y = withNumber ? label.y - numberSize / 3 : box.y - 8 * scale;
  const r = 4.5 * Math.min(scale, 2);
  const stroke = { stroke: paint('ink'), 'stroke-width': 1 };
  // The dots sit beside the number, further out when the number is drawn larger.
  const spread = Math.max(16 * scale, 0.6 * numberSize + 6);
  const symbol = (side: -1 | 1, kind: 'planned' | 'extraction' | 'performed' | 'denied') => {
    const x = label.x + side * spread;
    const fill = { fill: paint(kind), ...stroke };
    children.push(
      kind === 'performed'
        ? rect(x - r, y - r, 2 * r, 2 * r, fill)
        : kind === 'denied'
          ? rect(x - r, y - r / 2, 2 * r, r, fill)
          : node('circle', { cx: x, cy: y, r, ...fill }),
    );
  };
  if (counts.planned) symbol(-1, 'planned');
  else if (counts.performed) symbol(-1, 'performed');
  else if (counts.denied) symbol(-1, 'denied');
  if (counts.extraction) symbol(1, 'extraction');
  const inset = 3 * scale;
  const [x1, y1, x2, y2] = [
    box.x + inset,
    box.y + inset,
    box.x + box.width - inset,
    box.y + box.height - inset,
  ];
  const denied = !counts.extraction && !counts.extracted && counts.extractionDenied > 0;
  const line = counts.extraction || counts.extracted || denied ? `M${x1} ${y1}L${x2} ${y2}` : '';
  if (line || condition === 'E') {
    children.push(
      node('path', {
        d: `${line}M${x2} ${y1}L${x1} ${y2}`,
        stroke: paint(denied ? 'denied' : 'ink'),
        'stroke-width': 2.5 * scale,
        'stroke-linecap': 'round',
        'stroke-dasharray': denied ? 4 * scale : 'none',
        fill: 'none',
        'pointer-events': 'none',
      }),
    );
  }
  // The situation's letter on the root: the cue that needs no colour at all. It is named with the tooth,
  // so it stays outside a whole-tooth button (whose visible text must be its name's).
  const { x, y: rootY } = shape.sites[5]?.anchor ?? label;
  const size = 8 * scale;
  const badge = condition
    ? [
        rect(x - size, rootY - size, 2 * size, 2 * size, {
          rx: 3 * scale,
          fill: paint('surface'),
          ...stroke,
        }),
        write(ctx, x, rootY + 4.5 * scale, 13 * scale, condition, true),
      ]
    : [];
  const name = toothLabel(ctx.labels, tooth.number, counts, condition);
  const attrs = { 'data-tooth': tooth.number };
  if (!whole && !teeth) return { tag: 'g', attrs, children: [...children, ...badge], toothLabel: name };
  // In the compact layout a tooth stands for its faces and root too: pressing it opens them enlarged.
  const enabled = asked(ctx, 'tooth') || (!whole && (asked(ctx, 'faces') || asked(ctx, 'root')));
  const target: Target = {
    key: String(tooth.number),
    tooth: tooth.number,
    label: name,
    ...(ctx.editing ? {} : { pressed: chosen }),
    disabled: !ctx.editing && !enabled,
    anchor: shape.sites[2]?.anchor ?? label,
    d: shape.crown,
  };
  return node('g', {}, [{ tag: 'g', attrs, children, target }, ...badge]);
}

/** A region band: the sextant's code, or the arch's or hemi-arch's name; filled and bold when selected. */
function drawBand(ctx: DrawContext, band: BandShape): SvgNode {
  const { paint } = ctx;
  const { region, anchor } = band;
  const on = ctx.region === region.code;
  const disabled = !asked(ctx, region.kind);
  return {
    tag: 'g',
    attrs: { 'data-region': region.code },
    children: [
      node('path', {
        d: band.d,
        fill: paint(on ? 'selected' : 'surface'),
        stroke: paint('outline'),
        'stroke-dasharray': disabled ? 3 : 'none',
      }),
      write(
        ctx,
        anchor.x,
        anchor.y + 4,
        11,
        region.kind === 'sextant' ? region.code : region.name,
        on,
        paint(on ? 'surface' : 'ink'),
      ),
    ],
    target: {
      key: region.code,
      region: region.code,
      label: ctx.labels.region(region),
      pressed: on,
      disabled,
      anchor,
      d: band.d,
    },
  };
}

/** The dashed midline between the patient's right and left. */
export function drawMidline(layout: ChartLayout, paint: Paint): SvgNode {
  return node('path', {
    d: `M${layout.midline} 4V${layout.height - 4}`,
    stroke: paint('outline'),
    'stroke-dasharray': '4 4',
    'stroke-width': 1,
    'aria-hidden': 'true',
  });
}

/** Size attributes of an <svg> that draws the layout at 1:1 (it may scale down with CSS). */
export const svgSize = (layout: ChartLayout) => ({
  viewBox: `0 0 ${layout.width} ${layout.height}`,
  width: layout.width,
  height: layout.height,
});

/** Whether the region bands (or, in the compact layout, the region buttons) are shown. */
export const regionsShown = (ctx: Pick<DrawContext, 'regions' | 'region' | 'asks'>) =>
  ctx.regions ?? Boolean(ctx.region || ctx.asks?.some((ask) => REGION_ASKS.includes(ask)));

const isSupernumerary = (tooth: ToothNumber | string) => Boolean(findTooth(Number(tooth))?.supernumerary);

/** Whether the supernumerary teeth are drawn: asked, or one is marked or has a situation. */
export const supernumeraryShown = (ctx: Pick<DrawContext, 'supernumerary' | 'markers' | 'conditions'>) =>
  ctx.supernumerary ??
  [...ctx.markers.map((marker) => marker.tooth), ...Object.keys(ctx.conditions ?? {})].some(isSupernumerary);

/** Everything inside the chart's <svg> for one view, and its targets in drawing order. */
export function chartScene(
  ctx: DrawContext,
  view: ChartView,
): { layout: ChartLayout; nodes: SvgNode[]; targets: Target[] } {
  const layout = chartLayout(view, {
    compact: ctx.compact,
    numberSize: ctx.numberSize,
    regions: regionsShown(ctx),
    supernumerary: supernumeraryShown(ctx),
  });
  const nodes = [
    defs(ctx),
    ...(layout.compact ? [] : [drawMidline(layout, ctx.paint)]),
    ...layout.teeth.map((shape) => drawTooth(ctx, shape)),
    ...layout.bands.map((band) => drawBand(ctx, band)),
  ];
  // The legend: a sample of each entry (its pattern, its letter or an X for extractions) and its name.
  let x = 8;
  let y = layout.height;
  for (const entry of ctx.legend ?? []) {
    const letter = entry.length === 1;
    const name = letter
      ? ctx.labels.conditions[entry as ToothCondition]
      : ctx.labels.markerNames[entry as MarkerClass];
    const width = 34 + name.length * 7;
    if (x + width > layout.width) [x, y] = [8, y + 24];
    const fill = LEGEND_FILLS[entry];
    nodes.push(
      node('g', { 'aria-hidden': 'true', 'data-legend': entry }, [
        rect(x, y + 2, 18, 18, {
          fill: fill ? `url(#${ctx.ids}${fill})` : ctx.paint('surface'),
          stroke: ctx.paint('outline'),
          opacity: entry === 'A' || entry === 'extracted' ? 0.3 : 1,
        }),
        write(ctx, x + 9, y + 16, 13, letter ? entry : entry.startsWith('extract') ? 'X' : '', true),
        write(ctx, x + 24, y + 16, 13, name, false, undefined, 'start'),
      ]),
    );
    x += width;
  }
  if (ctx.legend?.length) layout.height = y + 28;
  const targets: Target[] = [];
  const collect = (item: SvgNode | string) => {
    if (typeof item === 'string') return;
    if (item.target) targets.push(item.target);
    item.children?.forEach(collect);
  };
  nodes.forEach(collect);
  return { layout, nodes, targets };
}
