import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import type { PlanDetails } from '../../../data/plans';
import { PLAN_1024 } from '../../../testing/plan-existing-handlers';
import { PLAN_NOT_FOUND } from './PlanMessages';
import { planScreen } from './planScreen';

const details: PlanDetails = { plan: PLAN_1024, items: [], beneficiary: null };
const idle = { data: undefined, isFetching: false, error: null };

describe('the existing-plan screen of a load', () => {
  it('should load, then show the plan', () => {
    expect(planScreen(7, { ...idle, isFetching: true })).toEqual({ kind: 'loading' });
    expect(planScreen(7, { ...idle, data: details })).toEqual({ kind: 'ready', details });
  });

  it('should keep the plan when a reload after a change failed', () => {
    const error = new CallError({ status: 500 });
    expect(planScreen(7, { data: details, isFetching: false, error })).toEqual({ kind: 'ready', details });
  });

  it('should read a missing plan, a bad id and a refusal as not found (docs/product-rules.md#error-catalogue)', () => {
    expect(planScreen(7, { ...idle, data: null })).toEqual({ kind: 'not-found' });
    expect(planScreen(null, idle)).toEqual({ kind: 'not-found' });
    for (const status of [404, 403, 500]) {
      expect(planScreen(7, { ...idle, error: new CallError({ status }) })).toEqual({ kind: 'not-found' });
    }
  });

  it('should not read a call without an answer as not found', () => {
    const error = new CallError({ error: new TypeError('Failed to fetch') });
    const screen = planScreen(7, { ...idle, error });
    expect(screen).toEqual({
      kind: 'unreachable',
      message: 'Erro de conexão. Verifique sua internet e tente novamente.',
    });
    expect(screen).not.toMatchObject({ message: PLAN_NOT_FOUND });
  });

  it('should load again while a retry runs', () => {
    const error = new CallError({ error: new TypeError('Failed to fetch') });
    expect(planScreen(7, { ...idle, isFetching: true, error })).toEqual({ kind: 'loading' });
  });
});
