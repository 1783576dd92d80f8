import { type PlanoTratamento, type PlanoTratamentoItem, planoEncerrado } from '@odonto/api';

/**
 * Whether the server takes a cancellation of the plan (docs/product-rules.md#audit): not concluded or
 * cancelled, and nothing performed (a performed item went to a closing, to be paid).
 */
export function canCancel(
  plan: Pick<PlanoTratamento, 'status'>,
  items: ReadonlyArray<Pick<PlanoTratamentoItem, 'audiStatus'>>,
): boolean {
  return !planoEncerrado(plan.status) && !items.some((item) => item.audiStatus === 'Realizado');
}
