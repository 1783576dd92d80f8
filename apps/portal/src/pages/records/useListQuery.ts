import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list screen's search, filter, tab and page, kept in the URL query so a reload or a link keeps them. */
export function useListQuery<Status extends string>(filterParam: string, statuses: ReadonlyArray<Status>) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = statuses.find((candidate) => candidate === rawStatus) ?? null;
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);

  /** Sets (or, with null, removes) query values; any change other than the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('pagina' in changes)) next.delete('pagina');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return {
    busca: params.get('busca') ?? '',
    filter: params.get(filterParam) ?? '',
    status,
    page,
    setBusca: (value: string | null) => update({ busca: value }),
    setFilter: (value: string | null) => update({ [filterParam]: value }),
    setStatus: (value: Status | null) => update({ status: value }),
    setPage: (value: number) => update({ pagina: value > 1 ? String(value) : null }),
  };
}
