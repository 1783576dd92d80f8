export { Pagination, type PaginationProps } from './Pagination';
export { itemRange, pageCount, pageWindow } from './pageWindow';
