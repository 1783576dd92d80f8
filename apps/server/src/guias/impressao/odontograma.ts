import {
  type ExportSvgOptions,
  exportSvg,
  type OdontogramMarker,
  planItemMarker,
  type ToothConditions,
} from '@odonto/odontogram/svg';
import type { CondicaoInicial, GuiaDoPlano, GuiaItem } from '../guia-do-plano';

/** The item as a chart marker, drawn as on the plan screen; null when it is on a region. */
const markerOf = (item: GuiaItem): OdontogramMarker | null =>
  planItemMarker({
    tooth: item.dente,
    faces: item.faces.join(','),
    description: item.descricao,
    status: item.status,
  });

/**
 * The options the printed guide draws its chart with: the planned sites as markers, the initial situation
 * as conditions, mixed dentition when a deciduous tooth is involved, and the legend.
 */
export function odontogramaDaGuia(guia: GuiaDoPlano): ExportSvgOptions {
  const markers = guia.itens.map(markerOf).filter((marker) => marker !== null);
  const { dentes } = guia.situacaoInicial;
  const conditions: Record<number, CondicaoInicial> = {};
  for (const { dente, condicao } of dentes) conditions[dente] = condicao;
  const teeth = [...markers.map((marker) => marker.tooth), ...dentes.map(({ dente }) => dente)];
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
