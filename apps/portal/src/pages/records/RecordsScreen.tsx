import { Stack } from '@chakra-ui/react';
import { genericErrorMessage, type Paginacao } from '@odonto/api';
import {
  type DataTableColumn,
  type DataTableSort,
  FilterSelect,
  RecordsList,
  type SelectOption,
  type SortState,
} from '@odonto/ui';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredLoadView } from '../../data/loadView';
import { type CsvColumn, downloadText, fetchAllPages, toCsv } from './csvExport';
import { type RecordsQuery, recordsQuery } from './listQuery';
import { pagesOf } from './pagesOf';
import { RecordsToolbar } from './RecordsToolbar';
import { useListQuery } from './useListQuery';

/** A page of records as the list operations answer it. */
export interface RecordsPage<Row> {
  data: Row[];
  paginacao: Paginacao;
}

/** Records per page on screen (docs/product-rules.md#business-constants). */
const PAGE_SIZE = 10;
/** Records per request of an export (the API's maximum page). */
const EXPORT_PAGE_SIZE = 100;
// The 'all' tab's own value; it never reaches the address (no status there means every status).
const ALL = 'todos';

/** The sorting a records list offers: the server's columns, and the order when none is asked. */
export interface RecordsSorting<SortKey extends string> {
  /** The list operation's `ordenarPor` values; the columns whose sortKey is one of them sort. */
  keys: ReadonlyArray<SortKey>;
  /** The server's own order, shown when the address asks none (and left out of the address). */
  default: SortState & { by: SortKey };
}

export interface RecordsScreenProps<
  Row extends { id: number },
  Status extends string,
  Page extends RecordsPage<Row>,
  Key extends QueryKey,
  SortKey extends string = never,
> {
  /** The screen's heading (h1) and the line under it. */
  title: string;
  description: string;
  /**
   * The query of one page of the list: the search, tab and page as the list operations take them, plus
   * the screen's own filter from the address ('' for none).
   */
  pageQuery: (
    query: RecordsQuery<Status, SortKey>,
    filter: string,
  ) => UseQueryOptions<Page, Error, Page, Key>;
  /** The server's totals of the search, as summary cards. */
  summary: (page: Page) => ReadonlyArray<{ label: string; value: string }>;
  /** Label and example of the search field. */
  search: { label: string; placeholder: string };
  /** The screen's own filter: its address parameter, label, 'all' option and choices. */
  filter: {
    param: string;
    label: string;
    allLabel: string;
    options: (page: Page | undefined, chosen: string) => ReadonlyArray<SelectOption>;
  };
  /** The status tabs: the statuses of the API that have a tab, and their names. */
  tabs: {
    ariaLabel: string;
    allLabel: string;
    statuses: ReadonlyArray<Status>;
    labels: Record<Status, string>;
  };
  /** The list: its name, columns and texts. */
  list: {
    caption: string;
    columns: ReadonlyArray<DataTableColumn<Row>>;
    emptyText: string;
    loadingText: string;
    /** Shown when the list cannot be loaded and the server gave no better reason. */
    loadError: string;
    paginationLabel: string;
    /** Glosas shows no pagination when everything fits on one page (docs/product-rules.md#glosas). */
    hideOnSinglePage?: boolean;
    /** Sorting by the server, kept in the address (`ordenarPor`, `ordem`). */
    sorting?: RecordsSorting<SortKey>;
  };
  /** 'Exportar CSV': the file's name and columns. */
  csv: { fileName: string; columns: ReadonlyArray<CsvColumn<Row>> };
  /** What the screen says between its totals and the list (what an action on a row did). */
  notice?: ReactNode;
  /** Shown after the list: a part of the screen of its own (Financeiro's credits to receive). */
  after?: (page: Page) => ReactNode;
}

/**
 * The Glosas and Financeiro screens: heading, export, refresh, totals, search, filter, status tabs and the
 * paged list, all kept in the address and asked of the server.
 */
export function RecordsScreen<
  Row extends { id: number },
  Status extends string,
  Page extends RecordsPage<Row>,
  Key extends QueryKey,
  SortKey extends string = never,
>({
  title,
  description,
  pageQuery,
  summary,
  search,
  filter,
  tabs,
  list,
  csv,
  notice,
  after,
}: RecordsScreenProps<Row, Status, Page, Key, SortKey>) {
  const queryClient = useQueryClient();
  const query = useListQuery(filter.param, tabs.statuses, list.sorting?.keys);
  const sorting = list.sorting;
  const sort: DataTableSort | undefined = sorting && {
    by: query.ordenarPor ?? sorting.default.by,
    order: query.ordem ?? sorting.default.order,
    onSortChange: ({ by, order }) => {
      const key = sorting.keys.find((candidate) => candidate === by);
      if (key === undefined) return;
      const isDefault = key === sorting.default.by && order === sorting.default.order;
      query.setSort(isDefault ? null : { by: key, order });
    },
  };
  const pageOf = (pagina: number, tamanhoPagina: number) =>
    pageQuery(recordsQuery(query, pagina, tamanhoPagina), query.filter);
  const records = useQuery(pageOf(query.page, PAGE_SIZE));
  const { data: page, loading, failure } = useDeferredLoadView(records);
  const options = filter.options(page, query.filter);
  const exportCsv = async () => {
    const rows = await fetchAllPages((pagina) => queryClient.fetchQuery(pageOf(pagina, EXPORT_PAGE_SIZE)));
    downloadText(csv.fileName, toCsv(csv.columns, rows));
  };

  return (
    <Stack gap="6">
      <RecordsToolbar
        title={title}
        description={description}
        onExport={exportCsv}
        onRefresh={() => void records.refetch()}
        refreshing={records.isFetching && page !== undefined}
        summary={page ? summary(page) : null}
        search={{ ...search, value: query.busca, onValueChange: query.setBusca }}
        filter={
          <FilterSelect
            label={filter.label}
            allLabel={filter.allLabel}
            options={options}
            value={options.some((option) => option.value === query.filter) ? query.filter : ''}
            onValueChange={query.setFilter}
          />
        }
      />
      {notice}
      <RecordsList
        tabs={{
          ariaLabel: tabs.ariaLabel,
          tabs: [
            { value: ALL, label: tabs.allLabel },
            ...tabs.statuses.map((value) => ({ value, label: tabs.labels[value] })),
          ],
          value: query.status ?? ALL,
          onValueChange: (value) => query.setStatus(tabs.statuses.find((status) => status === value) ?? null),
        }}
        loading={loading}
        loadingText={list.loadingText}
        error={failure && genericErrorMessage(failure, list.loadError)}
        onRetry={() => void records.refetch()}
        caption={list.caption}
        columns={list.columns}
        rows={page?.data}
        getRowKey={(row) => String(row.id)}
        emptyText={list.emptyText}
        sort={sort}
        pagination={
          page && {
            ...pagesOf(page.paginacao),
            onPageChange: query.setPage,
            ariaLabel: list.paginationLabel,
            hideOnSinglePage: list.hideOnSinglePage,
          }
        }
      />
      {page && after ? after(page) : null}
    </Stack>
  );
}
