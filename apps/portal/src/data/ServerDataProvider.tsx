import { createQueryClient } from '@odonto/web-shell';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';

/**
 * The server-data cache (TanStack Query) of the signed-in screens. It loads with the protected layout, not
 * with the portal's entry, so /login and the access screens never download it (issue 12 budget). The cache
 * lives as long as the protected layout, which a session's end unmounts (RequireSession): the next dentist
 * to sign in starts with an empty one. A cache provided above (stories and tests, without retries) is used
 * as it is; whoever provides it empties it (ClearCacheWhenSignedOut).
 */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const [queryClient] = useState(() => provided ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
