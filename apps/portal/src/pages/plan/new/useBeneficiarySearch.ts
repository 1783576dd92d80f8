import { type Beneficiario, lookupErrorMessageFor } from '@odonto/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadView } from '../../../data/loadView';
import { beneficiariosQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';

/** docs/product-rules.md#error-catalogue: a search that finds nobody. */
export const NO_BENEFICIARY = 'Nenhum beneficiário encontrado com os critérios informados.';

export type BeneficiarySearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; term: string }
  | { kind: 'none'; term: string }
  | { kind: 'error'; term: string; message: string }
  | { kind: 'found'; term: string; results: Beneficiario[] };

/** What the search shows for the term searched last and its lookup. */
function searchState(
  term: string | null,
  lookup: { data: Beneficiario[] | undefined; isFetching: boolean; error: unknown },
): BeneficiarySearchState {
  if (term === null) return { kind: 'idle' };
  if (lookup.isFetching) return { kind: 'searching', term };
  if (lookup.data) {
    return lookup.data.length > 0 ? { kind: 'found', term, results: lookup.data } : { kind: 'none', term };
  }
  const { failure } = loadView(lookup);
  if (!failure) return { kind: 'searching', term };
  // The v2 lookups answer 404 or 500 when nobody matches (docs/product-rules.md#error-catalogue).
  if (failure.status === 404 || failure.status === 500) return { kind: 'none', term };
  return { kind: 'error', term, message: lookupErrorMessageFor('beneficiario', failure) };
}

/** The beneficiary search by card number or CPF (GET /v2/beneficiario). */
export function useBeneficiarySearch() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState<string | null>(null);
  const lookup = useQuery({ ...beneficiariosQuery(dentistApi, term ?? ''), enabled: term !== null });

  /** Searches (again, when the term is the same); resolves to what was found, [] on any failure. */
  const search = (next: string): Promise<Beneficiario[]> => {
    setTerm(next);
    return queryClient.fetchQuery(beneficiariosQuery(dentistApi, next)).catch(() => []);
  };

  return { state: searchState(term, lookup), search };
}
