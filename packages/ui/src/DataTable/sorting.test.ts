import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, sortFromOptionValue, sortOptionValue } from './sorting';

describe('nextSort', () => {
  it.each([
    { current: { by: 'data', order: 'desc' }, pressed: 'data', expected: { by: 'data', order: 'asc' } },
    { current: { by: 'data', order: 'asc' }, pressed: 'data', expected: { by: 'data', order: 'desc' } },
    { current: { by: 'data', order: 'desc' }, pressed: 'valor', expected: { by: 'valor', order: 'asc' } },
    { current: { by: 'data', order: 'asc' }, pressed: 'valor', expected: { by: 'valor', order: 'asc' } },
  ] as const)(
    'should turn $current into $expected when $pressed is pressed',
    ({ current, pressed, expected }) => {
      expect(nextSort(current, pressed)).toEqual(expected);
    },
  );
});

describe('ariaSortOf', () => {
  it('should give a direction to the sorted column only', () => {
    expect(ariaSortOf({ by: 'data', order: 'asc' }, 'data')).toBe('ascending');
    expect(ariaSortOf({ by: 'data', order: 'desc' }, 'data')).toBe('descending');
    expect(ariaSortOf({ by: 'data', order: 'desc' }, 'valor')).toBeUndefined();
  });
});

describe('the sort field option value', () => {
  it('should read back what it writes', () => {
    expect(sortFromOptionValue(sortOptionValue({ by: 'dataAnalise', order: 'desc' }))).toEqual({
      by: 'dataAnalise',
      order: 'desc',
    });
  });

  it.each(['', 'dataAnalise', ':asc', 'dataAnalise:up'])('should refuse %j', (value) => {
    expect(sortFromOptionValue(value)).toBeNull();
  });
});
