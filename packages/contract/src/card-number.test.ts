import { describe, expect, it } from 'vitest';
import { formatCardNumber } from './card-number';

describe('formatCardNumber', () => {
  it.each([
    ['09000001000001001', '0900.0001.000001-00.1'],
    ['12345678901234567', '1234.5678.901234-56.7'],
    [' 09000001000001001 ', '0900.0001.000001-00.1'],
    ['0900000100000100', '0900000100000100'],
    ['090000010000010011', '090000010000010011'],
    ['ABC', 'ABC'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('should show %j as %j', (value, expected) => {
    expect(formatCardNumber(value)).toBe(expected);
  });
});
