import { describe, expect, it } from 'vitest';
import { tissLabel } from './tiss';

describe('tissLabel', () => {
  it('should join the TISS code and its description', () => {
    expect(tissLabel({ codigo: 7, descricao: 'Autorizado parcialmente' })).toBe(
      'TISS 7 · Autorizado parcialmente',
    );
  });

  it('should show the code alone when the description is blank', () => {
    expect(tissLabel({ codigo: 2, descricao: '  ' })).toBe('TISS 2');
  });

  it.each([null, undefined])('should be empty without a status (%j)', (value) => {
    expect(tissLabel(value)).toBe('');
  });
});
