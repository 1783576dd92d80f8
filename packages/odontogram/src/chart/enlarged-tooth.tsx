import { createElement, type KeyboardEvent, useState } from 'react';
import type { Tooth } from '../model/teeth';
import { toothShape } from './geometry';
import { type DrawContext, defs, drawTooth, type Target } from './scene';
import { renderNode, type SiteRenderer } from './svg-node';
import { cssPaint } from './theme';

/** Size of the enlarged tooth: each face and the root are at least 44 px there. */
const DETAIL = { crown: 160, root: 60, margin: 42 };
/** Scale from the chart's 48 px crown. */
export const ENLARGED_SCALE = DETAIL.crown / 48;

/**
 * The selected tooth enlarged so that every face and the root is a touch target of at least 44 px.
 * Beside the wide chart it repeats what the chart offers (WCAG 2.5.5 'equivalent' exception), so it is
 * hidden from assistive technology and out of the tab order: keyboard users use the chart itself. Beside
 * the compact chart (`accessible`), whose targets are whole teeth, it is where faces and root are picked:
 * each is a button in the tab order, named and pressed as in the chart.
 */
export function EnlargedTooth({
  ctx,
  tooth,
  onPick,
  accessible = false,
  name,
  reasonId,
}: {
  ctx: DrawContext;
  tooth: Tooth;
  onPick: (target: Target) => void;
  accessible?: boolean;
  /** Name of the group of buttons when accessible ('Faces e raiz do dente 16'). */
  name?: string;
  /** Id of the reason that describes the disabled parts. */
  reasonId?: string;
}) {
  const [focusRing, setFocusRing] = useState<string>();
  const upper = tooth.arch === 'upper';
  const crownY = upper ? DETAIL.margin + DETAIL.root + 3 : DETAIL.margin;
  const shape = toothShape(tooth, 8, crownY, DETAIL.crown, DETAIL.root);
  const width = DETAIL.crown + 16;
  const height = DETAIL.margin + DETAIL.crown + 3 + DETAIL.root + 8;
  const renderSite: SiteRenderer = (node, children) => {
    const { target } = node;
    const keyboard = accessible
      ? {
          role: 'button',
          tabIndex: 0,
          'aria-label': target.label,
          'aria-pressed': target.pressed,
          'aria-disabled': target.disabled || undefined,
          'aria-describedby': target.disabled ? reasonId : undefined,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            onPick(target);
          },
          onFocus: () => setFocusRing(target.d),
          onBlur: () => setFocusRing(undefined),
        }
      : {};
    return createElement(
      'g',
      {
        key: target.key,
        'data-detail-site': target.key,
        style: { cursor: target.disabled ? 'not-allowed' : 'pointer', outline: 'none' },
        onClick: () => onPick(target),
        ...keyboard,
      },
      ...children,
    );
  };
  const toothNode = drawTooth({ ...ctx, compact: false }, shape, false);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by the spread below when accessible (a group), else aria-hidden.
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      {...(accessible ? { role: 'group', 'aria-label': name } : { 'aria-hidden': true })}
      style={{ flex: 'none' }}
    >
      {renderNode(defs(ctx), 'defs', renderSite)}
      {renderNode({ ...toothNode, toothLabel: undefined }, 'tooth', renderSite)}
      {focusRing ? (
        <path
          d={focusRing}
          fill="none"
          strokeWidth={4}
          pointerEvents="none"
          style={{ stroke: cssPaint('focus') }}
          data-focus-ring=""
        />
      ) : null}
    </svg>
  );
}
