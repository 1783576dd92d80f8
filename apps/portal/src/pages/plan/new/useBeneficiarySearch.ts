import { type Beneficiario, failureFromError, failureFromResult, lookupErrorMessageFor } from '@odonto/api';
import { useCallback, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';

/** portal-spec.md §8: a search that finds nobody. */
export const NO_BENEFICIARY = 'Nenhum beneficiário encontrado com os critérios informados.';

export type BeneficiarySearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; term: string }
  | { kind: 'none'; term: string }
  | { kind: 'error'; term: string; message: string }
  | { kind: 'found'; term: string; results: Beneficiario[] };

/** The beneficiary search by card number or CPF (GET /v2/beneficiario). */
export function useBeneficiarySearch() {
  const { dentistApi } = useSession();
  const [state, setState] = useState<BeneficiarySearchState>({ kind: 'idle' });

  const search = useCallback(
    async (term: string): Promise<Beneficiario[]> => {
      setState({ kind: 'searching', term });
      try {
        const result = await dentistApi.GET('/v2/beneficiario', {
          params: { query: { carteirinhaOuCpf: term } },
        });
        if (result.data) {
          const results = result.data.success ? result.data.data : [];
          setState(results.length > 0 ? { kind: 'found', term, results } : { kind: 'none', term });
          return results;
        }
        const failure = failureFromResult(result);
        // The v2 lookups answer 404 or 500 when nobody matches (portal-spec.md §8).
        if (failure.status === 404 || failure.status === 500) setState({ kind: 'none', term });
        else setState({ kind: 'error', term, message: lookupErrorMessageFor('beneficiario', failure) });
      } catch (thrown) {
        setState({
          kind: 'error',
          term,
          message: lookupErrorMessageFor('beneficiario', failureFromError(thrown)),
        });
      }
      return [];
    },
    [dentistApi],
  );

  return { state, search };
}
