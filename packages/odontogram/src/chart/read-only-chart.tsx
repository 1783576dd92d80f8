import { type CSSProperties, createElement, type RefObject } from 'react';
import type { ChartView } from './geometry';
import { chartScene, type DrawContext, svgSize } from './scene';
import { reactProps, renderNode, type SiteRenderer } from './svg-node';
import { cssPaint } from './theme';

// Faces and roots drawn as plain shapes: nothing to press, nothing to focus.
const renderSite: SiteRenderer = (node, children) =>
  createElement('g', { key: node.target.key, ...reactProps(node.attrs) }, ...children);

/**
 * The chart as one image whose text alternative lists what is marked: a screen reader hears it once and
 * the tab order skips it. No tabs, no scrolling box (a scroller would be focusable): it scales to fit, in the
 * compact layout when narrow, its tooth numbers drawn larger as it shrinks so that they read 12 px or more.
 */
export function ReadOnlyChart({
  ctx,
  view,
  name,
  className,
  style,
  containerRef,
}: {
  ctx: DrawContext;
  view: ChartView;
  name: string;
  className: string | undefined;
  style: CSSProperties | undefined;
  /** Measured to pick the layout and the size of the tooth numbers (useChartFit). */
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  const { layout, nodes } = chartScene(ctx, view);
  return (
    <div
      ref={containerRef}
      className={className}
      data-layout={ctx.compact ? 'compact' : 'wide'}
      style={{ fontFamily: cssPaint('font'), color: cssPaint('ink'), ...style }}
    >
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
