import { type ListQueryCodec, listQueryCodec, oneOfParam, pageParam, textParam } from '@odonto/web-shell';

/** The directions of a sorting, as the list operations take them (`ordem`). */
const ORDENS = ['asc', 'desc'] as const;

/** A list screen's search, filter, status tab, sorting and page, as the address's query holds them. */
export interface ListQuery<Status extends string, SortKey extends string = string> {
  busca: string;
  /** The screen's own filter (billing batch, payment method); '' for none. */
  filter: string;
  status: Status | null;
  /** The column the server sorts by (`ordenarPor`); null: the list's default order. */
  ordenarPor: SortKey | null;
  /** The direction (`ordem`); null: the list's default. */
  ordem: (typeof ORDENS)[number] | null;
  /** From 1. */
  page: number;
}

/**
 * The address codec of a records list: `filterParam` names its filter in the address ('idLote'); an
 * unknown status, sort column or direction, or a bad page reads as none (the server is never asked for a
 * sorting it refuses). The search is kept as typed: the field writes it at each key.
 */
export const recordsListCodec = <Status extends string, SortKey extends string = never>(
  filterParam: string,
  statuses: ReadonlyArray<Status>,
  sortKeys: ReadonlyArray<SortKey> = [],
): ListQueryCodec<ListQuery<Status, SortKey>> =>
  listQueryCodec<ListQuery<Status, SortKey>>(
    {
      busca: textParam(),
      filter: textParam({ param: filterParam }),
      status: oneOfParam(statuses),
      ordenarPor: oneOfParam(sortKeys),
      ordem: oneOfParam(ORDENS),
      page: pageParam({ param: 'pagina' }),
    },
    { pageKey: 'page' },
  );

/** The query parameters every list operation takes (empty ones left out, so equal lists share a cache entry). */
export interface RecordsQuery<Status extends string, SortKey extends string = never> {
  busca?: string;
  status?: Status;
  ordenarPor?: SortKey;
  ordem?: (typeof ORDENS)[number];
  pagina: number;
  tamanhoPagina: number;
}

/** The list operations' query for the address's search, tab and sorting, and a page. */
export const recordsQuery = <Status extends string, SortKey extends string = never>(
  {
    busca,
    status,
    ordenarPor = null,
    ordem = null,
  }: Pick<ListQuery<Status, SortKey>, 'busca' | 'status'> &
    Partial<Pick<ListQuery<Status, SortKey>, 'ordenarPor' | 'ordem'>>,
  pagina: number,
  tamanhoPagina: number,
): RecordsQuery<Status, SortKey> => ({
  busca: busca || undefined,
  status: status ?? undefined,
  ...(ordenarPor === null ? {} : { ordenarPor }),
  ...(ordem === null ? {} : { ordem }),
  pagina,
  tamanhoPagina,
});
