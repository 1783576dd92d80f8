import { CallError } from '@odonto/api';
import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/** A read is tried again (twice at most) only when no answer came or the server failed (5xx). */
const retryable = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 2 || !(error instanceof CallError)) return false;
  const { status } = error.failure;
  return status === undefined || status >= 500;
};

/**
 * The console's server-data cache: reads retry as above, writes never. `networkMode: 'always'` makes a call
 * without network fail with a message instead of waiting silently. Stories pass `{retry: false}`.
 */
export const createQueryClient = (queries: DefaultOptions['queries'] = {}): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryable, networkMode: 'always', ...queries },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
