import { describe, expect, it } from 'vitest';
import { allSelectedState, toggleAll, toggleOne } from './selection';

describe('allSelectedState', () => {
  it.each([
    { selectable: ['a', 'b'], selected: [], expected: false },
    { selectable: ['a', 'b'], selected: ['a'], expected: 'indeterminate' },
    { selectable: ['a', 'b'], selected: ['a', 'b'], expected: true },
    { selectable: ['a', 'b'], selected: ['a', 'b', 'z'], expected: true },
    { selectable: ['a', 'b'], selected: ['z'], expected: false },
    { selectable: [], selected: ['z'], expected: false },
  ])(
    'should be $expected when $selected of $selectable are selected',
    ({ selectable, selected, expected }) => {
      expect(allSelectedState(selectable, new Set(selected))).toBe(expected);
    },
  );
});

describe('toggleAll', () => {
  it.each([
    { selectable: ['a', 'b'], selected: [], expected: ['a', 'b'] },
    { selectable: ['a', 'b'], selected: ['a'], expected: ['a', 'b'] },
    { selectable: ['a', 'b'], selected: ['a', 'b'], expected: [] },
    { selectable: ['a', 'b'], selected: ['a', 'b', 'z'], expected: ['z'] },
    { selectable: ['a', 'b'], selected: ['z'], expected: ['z', 'a', 'b'] },
  ])('should turn $selected into $expected', ({ selectable, selected, expected }) => {
    expect([...toggleAll(selectable, new Set(selected))]).toEqual(expected);
  });
});

describe('toggleOne', () => {
  it('should add and remove one key without touching the given set', () => {
    const before = new Set(['a']);
    expect([...toggleOne(before, 'b', true)]).toEqual(['a', 'b']);
    expect([...toggleOne(before, 'a', false)]).toEqual([]);
    expect([...before]).toEqual(['a']);
  });
});
