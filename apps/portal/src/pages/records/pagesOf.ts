import type { Paginacao } from '@odonto/api';
import type { RecordsPagination } from '@odonto/ui';

/** The kit's page numbers of a page as the list operations answer it (Paginacao). */
export const pagesOf = ({
  pagina,
  total,
  tamanhoPagina,
}: Paginacao): Pick<RecordsPagination, 'page' | 'totalItems' | 'pageSize'> => ({
  page: pagina,
  totalItems: total,
  pageSize: tamanhoPagina,
});
