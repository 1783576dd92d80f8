import { createElement } from 'react';
import type { Tooth } from '../model/teeth';
import { toothShape } from './geometry';
import { type DrawContext, defs, drawTooth, type Target } from './scene';
import { renderNode, type SiteRenderer } from './svg-node';

/** Size of the enlarged tooth: each face and the root are at least 44 px there. */
const DETAIL = { crown: 160, root: 60, margin: 42 };
/** Scale from the chart's 48 px crown. */
export const ENLARGED_SCALE = DETAIL.crown / 48;

/**
 * The selected tooth enlarged so that every face and the root is a touch target of at least 44 px.
 * It repeats what the chart offers (WCAG 2.5.5 'equivalent' exception), so it is hidden from
 * assistive technology and out of the tab order: keyboard users use the chart itself.
 */
export function EnlargedTooth({
  ctx,
  tooth,
  onPick,
}: {
  ctx: DrawContext;
  tooth: Tooth;
  onPick: (target: Target) => void;
}) {
  const upper = tooth.arch === 'upper';
  const crownY = upper ? DETAIL.margin + DETAIL.root + 3 : DETAIL.margin;
  const shape = toothShape(tooth, 8, crownY, DETAIL.crown, DETAIL.root);
  const width = DETAIL.crown + 16;
  const height = DETAIL.margin + DETAIL.crown + 3 + DETAIL.root + 8;
  const renderSite: SiteRenderer = (node, children) =>
    createElement(
      'g',
      {
        key: node.target.key,
        'data-detail-site': node.target.key,
        style: { cursor: node.target.disabled ? 'not-allowed' : 'pointer' },
        onClick: () => onPick(node.target),
      },
      ...children,
    );
  const toothNode = drawTooth(ctx, shape, false);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      {renderNode(defs(ctx), 'defs', renderSite)}
      {renderNode({ ...toothNode, toothLabel: undefined }, 'tooth', renderSite)}
    </svg>
  );
}
