/**
 * The chart's React-free part: the standalone SVG and the model it is drawn from, for code that runs
 * outside a browser (the server's printed guide), without the components' DOM types and React.
 */
export { type ExportSvgOptions, exportSvg } from './chart/export-svg';
export type { MarkerStatus, OdontogramMarker } from './chart/labels';
export type { ToothCondition, ToothConditions } from './model/conditions';
export { parseFaces } from './model/faces';
export { type PlanItemPlace, planItemMarker, planItemMarkers } from './model/plan-item-marker';
export {
  type PlanItemSite,
  planItemPlaceLabel,
  planItemSiteLabel,
  regionLabel,
  WHOLE_MOUTH_LABEL,
} from './model/plan-item-site';
export { findRegion } from './model/regions';
export { isToothNumber } from './model/teeth';
export { toTissDenteFace } from './model/tiss';
