import { describe, expect, it } from 'vitest';
import { itemRange, pageCount, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    { current: 1, total: 1, expected: [1] },
    { current: 1, total: 3, expected: [1, 2, 3] },
    { current: 3, total: 5, expected: [1, 2, 3, 4, 5] },
    { current: 1, total: 10, expected: [1, 2, 3, 4, 5] },
    { current: 2, total: 10, expected: [1, 2, 3, 4, 5] },
    { current: 3, total: 10, expected: [1, 2, 3, 4, 5] },
    { current: 4, total: 10, expected: [2, 3, 4, 5, 6] },
    { current: 7, total: 10, expected: [5, 6, 7, 8, 9] },
    { current: 9, total: 10, expected: [6, 7, 8, 9, 10] },
    { current: 10, total: 10, expected: [6, 7, 8, 9, 10] },
    { current: 0, total: 10, expected: [1, 2, 3, 4, 5] },
    { current: 42, total: 10, expected: [6, 7, 8, 9, 10] },
    { current: 1, total: 0, expected: [] },
  ])('should show $expected for page $current of $total', ({ current, total, expected }) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it.each([
    { current: 5, total: 10, size: 3, expected: [4, 5, 6] },
    { current: 5, total: 10, size: 4, expected: [4, 5, 6, 7] },
    { current: 5, total: 10, size: 1, expected: [5] },
    { current: 5, total: 10, size: 0, expected: [] },
  ])('should honour a window of $size pages', ({ current, total, size, expected }) => {
    expect(pageWindow(current, total, size)).toEqual(expected);
  });
});

describe('pageCount', () => {
  it.each([
    { total: 0, size: 10, expected: 1 },
    { total: 1, size: 10, expected: 1 },
    { total: 10, size: 10, expected: 1 },
    { total: 11, size: 10, expected: 2 },
    { total: 95, size: 10, expected: 10 },
    { total: 5, size: 0, expected: 1 },
  ])('should need $expected page(s) for $total items at $size per page', ({ total, size, expected }) => {
    expect(pageCount(total, size)).toBe(expected);
  });
});

describe('itemRange', () => {
  it.each([
    { page: 1, size: 10, total: 0, expected: { first: 0, last: 0 } },
    { page: 1, size: 10, total: 7, expected: { first: 1, last: 7 } },
    { page: 1, size: 10, total: 25, expected: { first: 1, last: 10 } },
    { page: 3, size: 10, total: 25, expected: { first: 21, last: 25 } },
    { page: 9, size: 10, total: 25, expected: { first: 21, last: 25 } },
    { page: 2, size: 5, total: 25, expected: { first: 6, last: 10 } },
  ])(
    'should show items $expected.first to $expected.last on page $page',
    ({ page, size, total, expected }) => {
      expect(itemRange(page, size, total)).toEqual(expected);
    },
  );
});
