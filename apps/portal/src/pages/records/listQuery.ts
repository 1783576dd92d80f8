/** A list screen's search, filter, status tab and page, as the address's query holds them. */
export interface ListQuery<Status extends string> {
  busca: string;
  /** The screen's own filter (insurer, payment method); '' for none. */
  filter: string;
  status: Status | null;
  /** From 1. */
  page: number;
}

/** Reads a list's query from the address; an unknown status or a bad page reads as none. */
export function readListQuery<Status extends string>(
  params: URLSearchParams,
  filterParam: string,
  statuses: ReadonlyArray<Status>,
): ListQuery<Status> {
  const rawStatus = params.get('status');
  return {
    busca: params.get('busca') ?? '',
    filter: params.get(filterParam) ?? '',
    status: statuses.find((candidate) => candidate === rawStatus) ?? null,
    page: Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1),
  };
}

/**
 * The address's query after some changes: a value sets its parameter, null or '' removes it, and any
 * change other than the page goes back to page 1.
 */
export function changedListParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('pagina' in changes)) next.delete('pagina');
  return next;
}

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
