import { failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { useCallback, useEffect, useState } from 'react';

export type ServerDataState<T> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: T };

/** What an openapi-fetch call of an enveloped operation resolves to. */
interface EnvelopeResult<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

/**
 * Loads one enveloped operation when the screen opens (and again on `reload`), keeping its loading, error
 * and data states. The error is the server's pt-BR message, else `fallbackMessage`. `fetch` must be
 * stable (useCallback), or the screen loads again on every render.
 */
export function useServerData<T>(fetch: () => Promise<EnvelopeResult<T>>, fallbackMessage: string) {
  const [state, setState] = useState<ServerDataState<T>>({ kind: 'loading' });

  const reload = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const result = await fetch();
      setState(
        result.data
          ? { kind: 'ready', data: result.data.data }
          : { kind: 'error', message: genericErrorMessage(failureFromResult(result), fallbackMessage) },
      );
    } catch (thrown) {
      setState({ kind: 'error', message: genericErrorMessage(failureFromError(thrown), fallbackMessage) });
    }
  }, [fetch, fallbackMessage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // After a save, the screen shows what the server answered without loading again.
  const replace = useCallback((data: T) => setState({ kind: 'ready', data }), []);

  return { state, reload, replace };
}
