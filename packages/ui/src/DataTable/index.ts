export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSelection } from './DataTable';
export { DetailCell, type DetailCellProps } from './DetailCell';
