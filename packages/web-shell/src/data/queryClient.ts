import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry';

/**
 * The apps' server-data cache (TanStack Query). Reads retry with back-off on network errors and 5xx only;
 * writes never retry. `networkMode: 'always'` lets a call fail with the catalogue's connection message
 * instead of waiting silently for the browser to say it is online. Stories pass
 * `{retry: false, refetchOnWindowFocus: false}`.
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, networkMode: 'always', ...queries },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
