import { type CallFailure, failureOf } from '@odonto/api';
import { useDeferredValue } from 'react';

/** What a screen needs of a read to show its loading text or its error. */
export interface LoadView {
  /** Nothing to show yet and a fetch is under way (the first load, or a retry after a failure). */
  loading: boolean;
  /** The last fetch failed and none is under way; the data, if any, is what the screen had before. */
  failure: CallFailure | null;
}

/** The part of a query's result that loadView reads. */
export interface QueryState<Data> {
  data: Data | undefined;
  isFetching: boolean;
  error: unknown;
}

/** The loading and failure of a query, from its data, fetching and error. */
export function loadView(query: QueryState<unknown>): LoadView {
  return {
    loading: query.data === undefined && query.isFetching,
    failure: query.error && !query.isFetching ? failureOf(query.error) : null,
  };
}

/**
 * A list's data as its screen draws it, with the loading and failure to show. TanStack Query hands new
 * data over through useSyncExternalStore, which React draws at once, in one task however long it takes:
 * a page of rows on a phone blocked input for a third of a second (issue 12, Total Blocking Time).
 * Deferred (useDeferredValue), the screen first draws what it had (the loading text, or the page before)
 * and then the new data as a transition that React splits into short slices. Until that second drawing,
 * the data still counts as being fetched, so the loading text stays instead of an empty gap.
 */
export function useDeferredLoadView<Data>(query: QueryState<Data>): LoadView & { data: Data | undefined } {
  const data = useDeferredValue(query.data);
  const drawing = data !== query.data;
  return { ...loadView({ data, isFetching: query.isFetching || drawing, error: query.error }), data };
}
