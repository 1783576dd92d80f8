export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSelection } from './DataTable';
