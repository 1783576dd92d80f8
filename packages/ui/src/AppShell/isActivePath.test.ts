import { describe, expect, it } from 'vitest';
import { isActivePath } from './isActivePath';

describe('isActivePath', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard/', '/dashboard', true],
    ['/plano-tratamento', '/plano-tratamento', true],
    ['/plano-tratamento/novo', '/plano-tratamento', true],
    ['/plano-tratamento/42?aba=itens', '/plano-tratamento', true],
    ['/plano-tratamento?status=2', '/plano-tratamento', true],
    ['/plano-tratamentos', '/plano-tratamento', false],
    ['/glosas', '/plano-tratamento', false],
    ['/financeiro', '/glosas', false],
    ['/', '/dashboard', false],
    ['/dashboard', '/', false],
    ['/', '/', true],
  ])('on %s the item %s should be active: %s', (current, item, expected) => {
    expect(isActivePath(current, item)).toBe(expected);
  });
});
