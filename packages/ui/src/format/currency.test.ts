import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

// Intl puts a no-break space between the symbol and the amount.
const nbsp = '\u00a0';

describe('formatCurrency', () => {
  it.each([
    [0, `R$${nbsp}0,00`],
    [1234.5, `R$${nbsp}1.234,50`],
    [1234567.891, `R$${nbsp}1.234.567,89`],
    [0.1 + 0.2, `R$${nbsp}0,30`],
    [-42, `-R$${nbsp}42,00`],
  ])('should show %d as %j', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'should show the fallback for %j',
    (value) => {
      expect(formatCurrency(value, '—')).toBe('—');
    },
  );
});
