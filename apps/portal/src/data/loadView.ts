import { type CallFailure, failureOf } from '@odonto/api';

/** What a screen needs of a read to show its loading text or its error. */
export interface LoadView {
  /** Nothing to show yet and a fetch is under way (the first load, or a retry after a failure). */
  loading: boolean;
  /** The last fetch failed and none is under way; the data, if any, is what the screen had before. */
  failure: CallFailure | null;
}

/** The loading and failure of a query, from its data, fetching and error. */
export function loadView(query: { data: unknown; isFetching: boolean; error: unknown }): LoadView {
  return {
    loading: query.data === undefined && query.isFetching,
    failure: query.error && !query.isFetching ? failureOf(query.error) : null,
  };
}
