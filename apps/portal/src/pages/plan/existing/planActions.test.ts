import { describe, expect, it } from 'vitest';
import { planItem } from '../../../testing/plan-item';
import { canCancel } from './planActions';

describe('canCancel', () => {
  const pending = planItem();
  const authorized = planItem({ audiStatus: 'Autorizado' });
  const performed = planItem({ audiStatus: 'Realizado' });

  it.each([0, 1, 2, 5, 6] as const)(
    'should offer the cancellation of a plan in status %i with nothing performed',
    (status) => {
      expect(canCancel({ status }, [pending, authorized])).toBe(true);
    },
  );

  it('should not offer it for a concluded or cancelled plan, nor for one with a performed item', () => {
    expect(canCancel({ status: 3 }, [performed])).toBe(false);
    expect(canCancel({ status: 4 }, [pending])).toBe(false);
    expect(canCancel({ status: 2 }, [authorized, performed])).toBe(false);
  });
});
