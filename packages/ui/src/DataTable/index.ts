export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
} from './DataTable';
export { DetailCell, type DetailCellProps } from './DetailCell';
export type { SortOrder, SortState } from './sorting';
