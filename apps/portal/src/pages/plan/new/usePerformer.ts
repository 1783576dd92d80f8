import type { Dentista } from '@odonto/api';
import { useEffect, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';

/** portal-spec.md §6: shown when the performing dentist cannot be loaded. */
export const PERFORMER_ERROR = 'Erro ao Selecionar Dentista Executante, Por Favor Tente Novamente!';
/** portal-spec.md §9: the load is retried after 1 s. */
export const PERFORMER_RETRY_MS = 1000;
// Enough retries for a server that is restarting, without polling forever.
const MAX_ATTEMPTS = 5;

export type PerformerState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; dentista: Dentista };

/** The performing dentist: the signed-in dentist, looked up by CRO (GET /v2/dentista), retried after 1 s. */
export function usePerformer(): PerformerState {
  const { dentistApi, user } = useSession();
  const [state, setState] = useState<PerformerState>({ kind: 'loading' });
  const cro = user?.userRole === 'Dentista' && user.userName ? user.userCro : '';

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (count: number) => {
      const dentista = cro ? await lookup(cro) : undefined;
      if (!current) return;
      if (dentista) {
        setState({ kind: 'ready', dentista });
        return;
      }
      setState({ kind: 'error', message: PERFORMER_ERROR });
      if (count < MAX_ATTEMPTS) timer = setTimeout(() => void attempt(count + 1), PERFORMER_RETRY_MS);
    };
    const lookup = async (numeroCRO: string) => {
      try {
        const result = await dentistApi.GET('/v2/dentista', { params: { query: { numeroCRO } } });
        return result.data?.success ? result.data.data[0] : undefined;
      } catch {
        return undefined;
      }
    };
    void attempt(1);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dentistApi, cro]);

  return state;
}
