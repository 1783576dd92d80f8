import type { Dentista } from '@odonto/api';
import { isRetryable } from '@odonto/web-shell';
import { useQuery } from '@tanstack/react-query';
import { dentistasQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';

/** docs/product-rules.md#roles-and-permissions: shown when the performing dentist cannot be loaded. */
export const PERFORMER_ERROR = 'Erro ao Selecionar Dentista Executante, Por Favor Tente Novamente!';
/** docs/product-rules.md#business-constants: the load is retried after 1 s. */
export const PERFORMER_RETRY_MS = 1000;
// Enough retries for a server that is restarting, without polling forever.
const PERFORMER_RETRIES = 4;

export type PerformerState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; dentista: Dentista };

/**
 * The performing dentist: the signed-in dentist, looked up by CRO (GET /v2/dentista); the error shows
 * while the lookup is tried again after 1 s.
 */
export function usePerformer(): PerformerState {
  const { dentistApi, user } = useSession();
  const cro = user?.userRole === 'Dentista' && user.userName ? user.userCro : '';
  const lookup = useQuery({
    ...dentistasQuery(dentistApi, cro),
    enabled: cro !== '',
    retry: (failureCount, error) => failureCount < PERFORMER_RETRIES && isRetryable(error),
    retryDelay: PERFORMER_RETRY_MS,
  });
  const dentista = lookup.data?.[0];
  if (dentista) return { kind: 'ready', dentista };
  if (!cro || lookup.data || lookup.isError || lookup.failureCount > 0) {
    return { kind: 'error', message: PERFORMER_ERROR };
  }
  return { kind: 'loading' };
}
