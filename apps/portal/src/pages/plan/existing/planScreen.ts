import { genericErrorMessage } from '@odonto/api';
import { loadView } from '../../../data/loadView';
import type { PlanDetails } from '../../../data/plans';
import { PLAN_NOT_FOUND } from './PlanMessages';

/** What the existing-plan screen shows. */
export type PlanScreen =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  /** No answer came (network error, timeout): the plan may well exist, so the screen offers to try again. */
  | { kind: 'unreachable'; message: string }
  | { kind: 'ready'; details: PlanDetails };

/**
 * The screen of a plan load: the plan once it is there (also when a later reload failed), 'not found'
 * when the server says there is no such plan or refuses it (docs/product-rules.md#error-catalogue), 'unreachable' when no
 * answer came at all.
 */
export function planScreen(
  id: number | null,
  query: { data: PlanDetails | null | undefined; isFetching: boolean; error: unknown },
): PlanScreen {
  if (id === null || query.data === null) return { kind: 'not-found' };
  if (query.data) return { kind: 'ready', details: query.data };
  const { failure } = loadView(query);
  if (!failure) return { kind: 'loading' };
  if (failure.status === undefined) {
    return { kind: 'unreachable', message: genericErrorMessage(failure, PLAN_NOT_FOUND) };
  }
  return { kind: 'not-found' };
}
