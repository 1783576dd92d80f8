import {
  failureFromError,
  failureFromResult,
  lookupErrorMessageFor,
  type ProcedimentoResumo,
} from '@odonto/api';
import { useEffect, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';

export type ProcedimentosState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; procedimentos: ProcedimentoResumo[] };

/** The procedure table (GET /v2/audiProcedimento/resumo), loaded once per picker. */
export function useProcedimentos(): ProcedimentosState {
  const { dentistApi } = useSession();
  const [state, setState] = useState<ProcedimentosState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    const load = async () => {
      try {
        const result = await dentistApi.GET('/v2/audiProcedimento/resumo');
        if (!current) return;
        setState(
          result.data?.success
            ? { kind: 'ready', procedimentos: result.data.data }
            : { kind: 'error', message: lookupErrorMessageFor('procedimento', failureFromResult(result)) },
        );
      } catch (thrown) {
        if (current) {
          setState({
            kind: 'error',
            message: lookupErrorMessageFor('procedimento', failureFromError(thrown)),
          });
        }
      }
    };
    void load();
    return () => {
      current = false;
    };
  }, [dentistApi]);

  return state;
}
