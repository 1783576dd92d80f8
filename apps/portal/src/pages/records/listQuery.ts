import { type ListQueryCodec, listQueryCodec, oneOfParam, pageParam, textParam } from '@odonto/web-shell';

/** A list screen's search, filter, status tab and page, as the address's query holds them. */
export interface ListQuery<Status extends string> {
  busca: string;
  /** The screen's own filter (billing batch, payment method); '' for none. */
  filter: string;
  status: Status | null;
  /** From 1. */
  page: number;
}

/**
 * The address codec of a records list: `filterParam` names its filter in the address ('idLote'); an
 * unknown status or a bad page reads as none. The search is kept as typed: the field writes it at each key.
 */
export const recordsListCodec = <Status extends string>(
  filterParam: string,
  statuses: ReadonlyArray<Status>,
): ListQueryCodec<ListQuery<Status>> =>
  listQueryCodec<ListQuery<Status>>(
    {
      busca: textParam(),
      filter: textParam({ param: filterParam }),
      status: oneOfParam(statuses),
      page: pageParam({ param: 'pagina' }),
    },
    { pageKey: 'page' },
  );

/** The query parameters every list operation takes (empty ones left out, so equal lists share a cache entry). */
export interface RecordsQuery<Status extends string> {
  busca?: string;
  status?: Status;
  pagina: number;
  tamanhoPagina: number;
}

/** The list operations' query for the address's search and tab, and a page. */
export const recordsQuery = <Status extends string>(
  { busca, status }: Pick<ListQuery<Status>, 'busca' | 'status'>,
  pagina: number,
  tamanhoPagina: number,
): RecordsQuery<Status> => ({
  busca: busca || undefined,
  status: status ?? undefined,
  pagina,
  tamanhoPagina,
});
