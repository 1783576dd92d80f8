import { describe, expect, it } from 'vitest';
import { returnAddress, returnToState } from './returnTo';

describe('returnAddress', () => {
  it('should come back to the address that asked for a session, query included', () => {
    expect(returnAddress(returnToState('/plano-tratamento/42', '?item=7'), '/dashboard')).toBe(
      '/plano-tratamento/42?item=7',
    );
  });

  it.each([
    null,
    undefined,
    {},
    { from: 42 },
    { from: '//evil.example/x' },
    { from: 'https://evil.example' },
  ])('should go to the fallback for %j', (state) => {
    expect(returnAddress(state, '/dashboard')).toBe('/dashboard');
  });
});
