import { failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What an openapi-fetch call gives back: data on success, the response always. */
interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

export type ServerListState<Data> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: Data; refreshing: boolean };

/**
 * Runs `fetchPage` whenever `key` (the query it encodes) changes, and on `refresh`. Answers to a query
 * the user already left are dropped, so a slow old page never overwrites a newer one.
 */
export function useServerList<Data>(
  key: string,
  fetchPage: () => Promise<CallResult<Data>>,
  fallbackError: string,
): { state: ServerListState<Data>; refresh: () => void } {
  const [state, setState] = useState<ServerListState<Data>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The fetch reads the latest query without making every render a new request.
  const fetchLatest = useEffectEvent(() => fetchPage());

  useEffect(() => {
    // `key` and `attempt` are what the effect depends on: a new query or a refresh.
    void key;
    void attempt;
    let current = true;
    setState((previous) =>
      previous.kind === 'ready' ? { ...previous, refreshing: true } : { kind: 'loading' },
    );
    fetchLatest().then(
      (result) => {
        if (!current) return;
        setState(
          result.data === undefined
            ? { kind: 'error', message: genericErrorMessage(failureFromResult(result), fallbackError) }
            : { kind: 'ready', data: result.data, refreshing: false },
        );
      },
      (thrown: unknown) => {
        if (!current) return;
        setState({ kind: 'error', message: genericErrorMessage(failureFromError(thrown), fallbackError) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, fallbackError]);

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, refresh };
}
