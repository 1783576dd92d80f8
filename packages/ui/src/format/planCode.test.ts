import { describe, expect, it } from 'vitest';
import { formatPlanCode } from './planCode';

describe('formatPlanCode', () => {
  it.each([
    [1, 'PTO-0001'],
    [42, 'PTO-0042'],
    [1234, 'PTO-1234'],
    [98765, 'PTO-98765'],
    [0, 'PTO-0000'],
    [null, 'PTO-xxxxx'],
    [undefined, 'PTO-xxxxx'],
    [Number.NaN, 'PTO-xxxxx'],
    [1.5, 'PTO-xxxxx'],
    [-3, 'PTO-xxxxx'],
  ])('should show %j as %j', (id, expected) => {
    expect(formatPlanCode(id)).toBe(expected);
  });
});
