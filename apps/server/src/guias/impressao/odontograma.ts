import {
  type ExportSvgOptions,
  exportSvg,
  isToothNumber,
  type MarkerStatus,
  type OdontogramMarker,
  parseFaces,
  type ToothConditions,
} from '@odonto/odontogram/svg';
import type { GuiaDoPlano, GuiaItem } from '../guia-do-plano';

// Procedures that remove the tooth, recognised by their description as the plan screen does
// (apps/portal/src/pages/plan/existing/planMarkers.ts): a guide's item carries no rules of its own.
const EXTRACAO = /extra[cç][aã]o|exodontia|remo[cç][aã]o de dentes (semi-)?inclusos/i;

/** How an item's status is drawn: refused items as denied, performed ones as done, the rest as planned. */
function markerStatus(status: string): MarkerStatus {
  if (status === 'Negado') return 'denied';
  return status === 'Realizado' ? 'performed' : 'planned';
}

/** The item as a chart marker; null when it is on a region or its tooth or faces are not the chart's. */
function markerOf(item: GuiaItem): OdontogramMarker | null {
  if (item.dente === null || !isToothNumber(item.dente)) return null;
  const sites = parseFaces(item.faces.join(','), item.dente);
  if (!sites.ok) return null;
  return {
    tooth: item.dente,
    faces: sites.value.faces,
    root: sites.value.root,
    kind: EXTRACAO.test(item.descricao) ? 'extraction' : 'planned',
    status: markerStatus(item.status),
  };
}

/**
 * The options the printed guide draws its chart with: the planned sites as markers, the initial situation
 * as conditions, mixed dentition when a deciduous tooth is involved, and the legend.
 */
export function odontogramaDaGuia(guia: GuiaDoPlano): ExportSvgOptions {
  const markers = guia.itens.map(markerOf).filter((marker) => marker !== null);
  const conditions: Record<number, GuiaDoPlano['situacaoInicial'][number]['condicao']> = {};
  for (const { dente, condicao } of guia.situacaoInicial) conditions[dente] = condicao;
  const teeth = [...markers.map((marker) => marker.tooth), ...guia.situacaoInicial.map(({ dente }) => dente)];
  // FDI quadrants 5 to 8 are the deciduous teeth: draw both dentitions when any of them is involved.
  const deciduous = teeth.some((tooth) => tooth >= 51);
  return {
    dentition: deciduous ? 'mixed' : 'permanent',
    markers,
    conditions: conditions satisfies ToothConditions,
    legend: true,
    labels: { noSelection: 'Situação inicial e procedimentos do plano' },
  };
}

/** The chart the printed guide draws, as a standalone SVG document. */
export const svgDaGuia = (guia: GuiaDoPlano): string => exportSvg(odontogramaDaGuia(guia));
