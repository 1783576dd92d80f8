import { createElement, type ReactNode } from 'react';
import type { SvgNode } from './scene';

// Paints go through style so that CSS custom properties resolve; font size and weight too, because a
// page's CSS reset (e.g. `* { font: inherit }`) overrides SVG presentation attributes but not style.
const STYLE_PROPS: Record<string, string> = {
  fill: 'fill',
  stroke: 'stroke',
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
  'font-weight': 'fontWeight',
};

/** SVG attribute names to React's. */
export function reactProps(attrs: SvgNode['attrs']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const styleName = STYLE_PROPS[name];
    if (styleName) {
      style[styleName] = value;
    } else if (name.startsWith('aria-') || name.startsWith('data-')) {
      props[name] = value;
    } else {
      props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
    }
  }
  props.style = style;
  return props;
}

/** Renders a part one can pick (the chart makes it a button; read-only, a plain group). */
export type SiteRenderer = (
  node: SvgNode & { target: NonNullable<SvgNode['target']> },
  children: ReactNode[],
) => ReactNode;

export function renderNode(
  node: SvgNode | string,
  key: number | string,
  renderSite: SiteRenderer,
): ReactNode {
  if (typeof node === 'string') return node;
  const children = (node.children ?? []).map((child, index) => renderNode(child, index, renderSite));
  if (node.target) return renderSite({ ...node, target: node.target }, children);
  const props = reactProps(node.attrs);
  if (node.toothLabel) Object.assign(props, { role: 'group', 'aria-label': node.toothLabel });
  return createElement(node.tag, { key, ...props }, ...children);
}
