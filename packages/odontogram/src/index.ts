export { type ExportSvgOptions, exportSvg } from './chart/export-svg';
export { type ChartView, chartRows, slotFaces } from './chart/geometry';
export { type OdontogramLabels, type OdontogramMarker, ptBR, siteLabel, summarize } from './chart/labels';
export { Odontogram, type OdontogramHandle, type OdontogramProps } from './chart/odontogram';
export { cssVariable, type OdontogramTheme, THEME, type ThemeToken } from './chart/theme';
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
  TEETH,
  type Tooth,
  type ToothNumber,
  type ToothType,
  teethOf,
} from './model/teeth';
export { parseTissDenteFace, TISS_DENTE_FACE_PATTERN, toTissDenteFace } from './model/tiss';
