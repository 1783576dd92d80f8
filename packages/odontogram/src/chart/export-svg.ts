import type { ToothConditions } from '../model/conditions';
import type { RegionCode } from '../model/regions';
import type { ToothSelection } from '../model/selection';
import { findTooth } from '../model/teeth';
import type { ChartView } from './geometry';
import { type OdontogramLabels, type OdontogramMarker, ptBR, summarize } from './labels';
import { chartScene, legendEntries, type SvgNode } from './scene';
import { literalPaint, type OdontogramTheme } from './theme';

export interface ExportSvgOptions {
  /** Dentition drawn ('permanent', 'deciduous' or 'mixed'); defaults to the selected tooth's, else permanent. */
  dentition?: ChartView;
  /** Selection drawn in blue. */
  value?: ToothSelection | null;
  /** Planned items and extractions. */
  markers?: readonly OdontogramMarker[];
  /** Text overrides. */
  labels?: Partial<OdontogramLabels>;
  /** Colours and font, instead of the defaults (custom properties do not reach a standalone file). */
  theme?: OdontogramTheme;
  /** Each tooth's initial situation. */
  conditions?: ToothConditions;
  /** The selected region. */
  region?: RegionCode | null;
  /** Draws the legend; by default as the chart does (situations, markers performed or denied). */
  legend?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialize(node: SvgNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const title = node.toothLabel ?? node.target?.label;
  const children = [
    title ? `<title>${escapeXml(title)}</title>` : '',
    ...(node.children ?? []).map(serialize),
  ].join('');
  return children ? `<${node.tag}${attrs}>${children}</${node.tag}>` : `<${node.tag}${attrs}/>`;
}

/** The chart as a standalone SVG document (literal colours, title and selection summary), e.g. for printing. */
export function exportSvg(options: ExportSvgOptions = {}): string {
  const labels = { ...ptBR, ...options.labels };
  const paint = literalPaint(options.theme);
  const dentition =
    options.dentition ??
    (options.value ? findTooth(options.value.tooth)?.dentition : undefined) ??
    'permanent';
  const markers = options.markers ?? [];
  const { layout, nodes } = chartScene(
    {
      selection: options.value,
      markers,
      labels,
      paint,
      ids: 'odontogram-',
      scale: 1,
      conditions: options.conditions,
      region: options.region,
      legend: legendEntries(markers, options.conditions, false, options.legend),
    },
    dentition,
  );
  const footer = 22;
  const height = layout.height + footer;
  const title = `${labels.chart} — ${labels[dentition]}`;
  const summary: SvgNode = {
    tag: 'text',
    attrs: { x: 8, y: height - 8, 'font-size': 13, 'font-family': paint('font'), fill: paint('ink') },
    children: [summarize(labels, options.value)],
  };
  const body = [...nodes, summary].map(serialize).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${height}" ` +
    `viewBox="0 0 ${layout.width} ${height}" role="img"><title>${escapeXml(title)}</title>` +
    `<rect width="100%" height="100%" fill="${escapeXml(paint('surface'))}"/>${body}</svg>`
  );
}
