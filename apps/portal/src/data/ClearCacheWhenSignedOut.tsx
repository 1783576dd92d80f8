import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/SessionProvider';

/**
 * Empties the server-data cache whenever nobody is signed in (logout, expired session), so that the next
 * dentist to sign in on this browser never sees the previous one's plans, glosas or records.
 */
export function ClearCacheWhenSignedOut() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'anonymous') queryClient.clear();
  }, [status, queryClient]);
  return null;
}
