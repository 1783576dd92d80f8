export { RecordsList, type RecordsListProps, type RecordsPagination } from './RecordsList';
