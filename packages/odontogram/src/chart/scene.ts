import { isSiteSelected, type ToothSelection } from '../model/selection';
import { type ChartLayout, type ChartView, chartLayout, type SiteShape, type ToothShape } from './geometry';
import { countMarkers, type OdontogramLabels, type OdontogramMarker, siteLabel, toothLabel } from './labels';
import type { SiteRef } from './navigation';
import type { Paint } from './theme';

/** A renderer-neutral SVG element: the live chart renders it with React, exportSvg serialises it. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: (SvgNode | string)[];
  /** Set on the interactive parts: a face or the root. */
  site?: SiteRef & { label: string; selected: boolean };
  /** Set on a tooth's group. */
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
}

const node = (tag: string, attrs: SvgNode['attrs'], children?: SvgNode['children']): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };

/** Patterns: red hatching marks planned items, whatever the colour; the same hatching over blue when also selected. */
export function defs(ctx: Pick<DrawContext, 'paint' | 'ids'>): SvgNode {
  const hatch = (id: string, background: string) =>
    node(
      'pattern',
      { id, width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      [
        node('rect', { width: 6, height: 6, fill: background }),
        node('rect', { width: 2, height: 6, fill: ctx.paint('surface') }),
      ],
    );
  return node('defs', {}, [
    hatch(`${ctx.ids}planned`, ctx.paint('planned')),
    hatch(`${ctx.ids}selplanned`, ctx.paint('selected')),
  ]);
}

function siteFill(ctx: DrawContext, selected: boolean, planned: boolean, plain: string): string {
  if (planned) return `url(#${ctx.ids}${selected ? 'selplanned' : 'planned'})`;
  return selected ? ctx.paint('selected') : plain;
}

function drawSite(ctx: DrawContext, shape: ToothShape, site: SiteShape, rootArt: string): SvgNode {
  const tooth = shape.tooth.number;
  const selected = isSiteSelected(ctx.selection, tooth, site.site);
  const counts = countMarkers(ctx.markers, tooth, site.site);
  const marked = counts.planned + counts.extraction > 0;
  const isRoot = site.site === 'R';
  const outline = { stroke: ctx.paint('outline'), 'stroke-width': 1, 'stroke-linejoin': 'round' };
  const children: SvgNode[] = isRoot
    ? [
        // The whole root box is the target; only the prongs are painted.
        node('path', { d: site.d, fill: 'transparent' }),
        node('path', { d: rootArt, fill: siteFill(ctx, selected, marked, ctx.paint('root')), ...outline }),
      ]
    : [node('path', { d: site.d, fill: siteFill(ctx, selected, marked, ctx.paint('surface')), ...outline })];
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
  return {
    tag: 'g',
    attrs: {},
    children,
    site: {
      tooth,
      site: site.site,
      selected,
      label: siteLabel(ctx.labels, tooth, site.site, selected, counts),
    },
  };
}

/** One tooth: faces, root, its number, a red dot when it has planned items, a yellow dot and a cross for extraction. */
export function drawTooth(ctx: DrawContext, shape: ToothShape, withNumber = true): SvgNode {
  const { tooth, box, label } = shape;
  const counts = countMarkers(ctx.markers, tooth.number);
  const children: SvgNode[] = shape.sites.map((site) => drawSite(ctx, shape, site, shape.rootArt));
  const chosen = ctx.selection?.tooth === tooth.number;
  if (withNumber) {
    children.push(
      node(
        'text',
        {
          x: label.x,
          y: label.y,
          'text-anchor': 'middle',
          'font-size': 12,
          'font-weight': chosen ? 700 : 400,
          'text-decoration': chosen ? 'underline' : 'none',
          'font-family': ctx.paint('font'),
          fill: ctx.paint('ink'),
          'aria-hidden': 'true',
        },
        [String(tooth.number)],
      ),
    );
  }
  const dotY = withNumber ? label.y - 4 : box.y - 8 * ctx.scale;
  const dot = (dx: number, fill: string) =>
    node('circle', {
      cx: label.x + dx * ctx.scale,
      cy: dotY,
      r: 4.5 * Math.min(ctx.scale, 2),
      fill,
      stroke: ctx.paint('ink'),
      'stroke-width': 1,
    });
  if (counts.planned > 0) children.push(dot(-16, ctx.paint('planned')));
  if (counts.extraction > 0) {
    children.push(dot(16, ctx.paint('extraction')));
    const inset = 3 * ctx.scale;
    const [x1, y1, x2, y2] = [
      box.x + inset,
      box.y + inset,
      box.x + box.width - inset,
      box.y + box.height - inset,
    ];
    children.push(
      node('path', {
        d: `M${x1} ${y1}L${x2} ${y2}M${x2} ${y1}L${x1} ${y2}`,
        stroke: ctx.paint('ink'),
        'stroke-width': 2.5 * ctx.scale,
        'stroke-linecap': 'round',
        fill: 'none',
        'pointer-events': 'none',
      }),
    );
  }
  return {
    tag: 'g',
    attrs: { 'data-tooth': tooth.number },
    children,
    toothLabel: toothLabel(ctx.labels, tooth.number, counts),
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

/** Everything inside the chart's <svg> for one view. */
export function chartScene(ctx: DrawContext, view: ChartView): { layout: ChartLayout; nodes: SvgNode[] } {
  const layout = chartLayout(view);
  return {
    layout,
    nodes: [defs(ctx), drawMidline(layout, ctx.paint), ...layout.teeth.map((shape) => drawTooth(ctx, shape))],
  };
}
