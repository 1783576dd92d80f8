import { type CSSProperties, createElement } from 'react';
import type { ChartView } from './geometry';
import { chartScene, type DrawContext, svgSize } from './scene';
import { reactProps, renderNode, type SiteRenderer } from './svg-node';
import { cssPaint } from './theme';

// Faces and roots drawn as plain shapes: nothing to press, nothing to focus.
const renderSite: SiteRenderer = (node, children) =>
  createElement('g', { key: node.target.key, ...reactProps(node.attrs) }, ...children);

/**
 * The chart as one image whose text alternative lists what is marked: a screen reader hears it once and
 * the tab order skips it. No tabs, no scrolling box (a scroller would be focusable): it scales to fit.
 */
export function ReadOnlyChart({
  ctx,
  view,
  name,
  className,
  style,
}: {
  ctx: DrawContext;
  view: ChartView;
  name: string;
  className: string | undefined;
  style: CSSProperties | undefined;
}) {
  const { layout, nodes } = chartScene(ctx, view);
  return (
    <div className={className} style={{ fontFamily: cssPaint('font'), color: cssPaint('ink'), ...style }}>
      <svg
        {...svgSize(layout)}
        role="img"
        aria-label={name}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        {nodes.map((node, index) => renderNode({ ...node, toothLabel: undefined }, index, renderSite))}
      </svg>
    </div>
  );
}
