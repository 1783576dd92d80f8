import type { Beneficiario, DentistApi, PlanoTratamento, PlanoTratamentoItem } from '@odonto/api';
import { useCallback, useEffect, useState } from 'react';

/** Shown when the plan cannot be loaded or does not exist (portal-spec.md §8). */
export const PLAN_NOT_FOUND = 'Não foi possível encontrar o plano de tratamento';
/** Shown when a reload after a change brings nothing back (portal-spec.md §8). */
export const PLAN_RELOAD_FAILED = 'Não foi possível recarregar o plano de tratamento';

/** Everything the existing-plan screen shows. */
export interface PlanDetails {
  plan: PlanoTratamento;
  items: PlanoTratamentoItem[];
  /** The beneficiary of the plan's card; null when the lookup found nobody. */
  beneficiary: Beneficiario | null;
}

export type PlanDetailsState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'ready'; details: PlanDetails };

async function fetchPlanDetails(dentistApi: DentistApi, id: number): Promise<PlanDetails | null> {
  const [planResult, itemsResult] = await Promise.all([
    dentistApi.GET('/v2/planoTratamento/{id}', { params: { path: { id } } }),
    dentistApi.GET('/v2/planoTratamentoItens/plano/{id}', { params: { path: { id } } }),
  ]);
  const plan = planResult.data?.data;
  const items = itemsResult.data?.data;
  if (!plan || !items) return null;
  const beneficiaryResult = await dentistApi.GET('/v2/beneficiario', {
    params: { query: { carteirinhaOuCpf: plan.ba3MatAnt } },
  });
  return { plan, items, beneficiary: beneficiaryResult.data?.data[0] ?? null };
}

async function tryFetch(dentistApi: DentistApi, id: number): Promise<PlanDetails | null> {
  try {
    return await fetchPlanDetails(dentistApi, id);
  } catch {
    return null;
  }
}

/** Loads a plan with its items and beneficiary; `reload` refreshes it after a change. */
export function usePlanDetails(dentistApi: DentistApi, id: number | null) {
  const [state, setState] = useState<PlanDetailsState>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    if (id === null) {
      setState({ kind: 'not-found' });
      return;
    }
    void tryFetch(dentistApi, id).then((details) => {
      if (cancelled) return;
      setState(details ? { kind: 'ready', details } : { kind: 'not-found' });
    });
    return () => {
      cancelled = true;
    };
  }, [dentistApi, id]);

  /** Loads the plan again; false when nothing came back (the screen keeps what it had). */
  const reload = useCallback(async (): Promise<boolean> => {
    if (id === null) return false;
    const details = await tryFetch(dentistApi, id);
    if (!details) return false;
    setState({ kind: 'ready', details });
    return true;
  }, [dentistApi, id]);

  return { state, reload };
}
