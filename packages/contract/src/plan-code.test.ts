import { describe, expect, it } from 'vitest';
import { formatGuideNumber, formatPlanCode } from './plan-code';

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

describe('formatGuideNumber', () => {
  it.each([
    [17, 2, 'PTO-0017-02'],
    [1, 1, 'PTO-0001-01'],
    [12345, 123, 'PTO-12345-123'],
  ])('should number emission %j of plan %j as %j', (id, sequence, expected) => {
    expect(formatGuideNumber(id, sequence)).toBe(expected);
  });
});
