import { describe, expect, it } from 'vitest';
import { formatFileSizeKb } from './fileSize';

describe('formatFileSizeKb', () => {
  it.each([
    [0, '0 KB'],
    [512, '0,5 KB'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [251_187, '245,3 KB'],
    [2 * 1024 * 1024, '2.048 KB'],
  ])('should show %i bytes as %j', (bytes, text) => {
    expect(formatFileSizeKb(bytes)).toBe(text);
  });
});
