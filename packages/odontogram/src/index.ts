export { type ExportSvgOptions, exportSvg } from './chart/export-svg';
export { type ChartView, chartRows, slotFaces } from './chart/geometry';
export {
  type ChartAsk,
  MARKER_CLASSES,
  type MarkerClass,
  type MarkerStatus,
  markerClass,
  type OdontogramLabels,
  type OdontogramMarker,
  ptBR,
  siteLabel,
  summarize,
} from './chart/labels';
export { Odontogram, type OdontogramHandle, type OdontogramProps } from './chart/odontogram';
export type { MarkedTooth } from './chart/read-only';
export { cssVariable, type OdontogramTheme, THEME, type ThemeToken } from './chart/theme';
export {
  CONDITION_NAMES,
  CONDITIONS,
  isToothCondition,
  type ToothCondition,
  type ToothConditions,
} from './model/conditions';
export {
  FACE_NAMES,
  FACE_ORDER,
  type Face,
  facesOf,
  formatFaces,
  hasFace,
  invalidFaces,
  isFace,
  type ParseResult,
  parseFaces,
  ROOT,
  type Site,
  type SiteSet,
  sortFaces,
} from './model/faces';
export { type PlanItemPlace, planItemMarker, planItemMarkers } from './model/plan-item-marker';
export {
  type PlanItemSite,
  planItemPlaceLabel,
  planItemSiteLabel,
  regionLabel,
  WHOLE_MOUTH_LABEL,
} from './model/plan-item-site';
export {
  findRegion,
  type MouthRegion,
  REGIONS,
  type RegionCode,
  type RegionKind,
  regionsOf,
  regionTeeth,
} from './model/regions';
export { isSelectionComplete, isSiteSelected, pickSite, type ToothSelection } from './model/selection';
export {
  type Arch,
  type Dentition,
  findTooth,
  getTooth,
  isToothNumber,
  type Quadrant,
  type Region,
  type Side,
  SUPERNUMERARY_TEETH,
  TEETH,
  type Tooth,
  type ToothNumber,
  type ToothType,
  teethOf,
} from './model/teeth';
export { parseTissDenteFace, TISS_DENTE_FACE_PATTERN, toTissDenteFace } from './model/tiss';
