import { Stack } from '@chakra-ui/react';
import { DataTable, type DataTableProps } from '../DataTable';
import { LoadStatus, type LoadStatusProps } from '../LoadStatus';
import { Pagination, type PaginationProps } from '../Pagination';
import { StatusTabs, type StatusTabsProps } from '../StatusTabs';

/** The pages of a records list. */
export interface RecordsPagination extends PaginationProps {
  /** Hides the pagination when everything fits on one page (Glosas); otherwise it shows the range. */
  hideOnSinglePage?: boolean;
}

export interface RecordsListProps<Row, Tab extends string = string>
  extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'loadingText'>,
    Pick<LoadStatusProps, 'loadingText' | 'onRetry'> {
  /** The rows of the page on screen; undefined until the first page arrives. */
  rows: ReadonlyArray<Row> | undefined;
  /** Nothing to show yet: the loading text shows. */
  loading: boolean;
  /** Why the list could not be loaded; null when it could. */
  error: string | null;
  /** Status tabs over the list, which becomes their panel. */
  tabs?: Omit<StatusTabsProps<Tab>, 'children'>;
  /** The pages, once the list knows its total; none is shown for an empty list. */
  pagination?: RecordsPagination;
}

/** The pagination, unless the list is empty or (when asked) fits on one page. */
function RecordsPages({ hideOnSinglePage = false, ...pages }: RecordsPagination) {
  const { totalItems, pageSize = 10 } = pages;
  if (totalItems === 0 || (hideOnSinglePage && totalItems <= pageSize)) return null;
  return <Pagination {...pages} />;
}

/**
 * A screen's list of records: optional status tabs, then the loading text or the error with a retry,
 * the rows as a table (cards on small screens) or the empty text, and the pages.
 */
export function RecordsList<Row, Tab extends string = string>({
  rows,
  loading,
  loadingText,
  error,
  onRetry,
  tabs,
  pagination,
  ...table
}: RecordsListProps<Row, Tab>) {
  const body = (
    <Stack gap="4" pt={tabs ? '2' : undefined}>
      <LoadStatus loading={loading} loadingText={loadingText} error={error} onRetry={onRetry} />
      {rows ? <DataTable rows={rows} {...table} /> : null}
      {rows && pagination ? <RecordsPages {...pagination} /> : null}
    </Stack>
  );
  return tabs ? <StatusTabs {...tabs}>{body}</StatusTabs> : body;
}
