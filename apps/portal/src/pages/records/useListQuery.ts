import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ListQuery, recordsListCodec } from './listQuery';

/** A list screen's search, filter, tab and page, kept in the URL query so a reload or a link keeps them. */
export function useListQuery<Status extends string>(filterParam: string, statuses: ReadonlyArray<Status>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const codec = useMemo(() => recordsListCodec(filterParam, statuses), [filterParam, statuses]);
  // The address the last change asked for. A change made before the screen has drawn the previous one
  // (a tab, then at once a search) builds on it: the address of this render would bring the old tab back.
  const requested = useRef(params);
  useLayoutEffect(() => {
    requested.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Partial<ListQuery<Status>>) => {
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
  };
}
