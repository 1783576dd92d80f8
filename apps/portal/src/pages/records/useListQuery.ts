import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ListQuery, recordsListCodec } from './listQuery';

// One empty list for the screens that sort nothing, so the codec below is made once.
const NO_SORT_KEYS: ReadonlyArray<never> = [];

/**
 * A list screen's search, filter, tab, sorting and page, kept in the URL query so a reload, a link or the
 * back button keeps them.
 */
export function useListQuery<Status extends string, SortKey extends string = never>(
  filterParam: string,
  statuses: ReadonlyArray<Status>,
  sortKeys: ReadonlyArray<SortKey> = NO_SORT_KEYS,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const codec = useMemo(
    () => recordsListCodec(filterParam, statuses, sortKeys),
    [filterParam, statuses, sortKeys],
  );
  // The address the last change asked for. A change made before the screen has drawn the previous one
  // (a tab, then at once a search) builds on it: the address of this render would bring the old tab back.
  const requested = useRef(params);
  useLayoutEffect(() => {
    requested.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Partial<ListQuery<Status, SortKey>>) => {
      const next = codec.change(requested.current, changes);
      requested.current = next;
      navigate(`?${next}`);
    },
    [navigate, codec],
  );

  return {
    ...codec.read(params),
    setBusca: (value: string | null) => update({ busca: value ?? '' }),
    setFilter: (value: string | null) => update({ filter: value ?? '' }),
    setStatus: (value: Status | null) => update({ status: value }),
    setPage: (value: number) => update({ page: value }),
    /** A new sorting, from the first page; null for the list's default order (left out of the address). */
    setSort: (sort: { by: SortKey; order: 'asc' | 'desc' } | null) =>
      update({ ordenarPor: sort?.by ?? null, ordem: sort?.order ?? null }),
  };
}
