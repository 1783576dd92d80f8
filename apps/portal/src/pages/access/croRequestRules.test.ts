import { describe, expect, it } from 'vitest';
import { CRO_REQUIRED, croOf, croRequestProblem } from './croRequestRules';

describe('croRequestProblem', () => {
  it.each(['', '   ', '\t\n'])('should ask for the CRO when %j is typed', (typed) => {
    expect(croRequestProblem(typed)).toBe(CRO_REQUIRED);
  });

  it('should accept any non-blank CRO and send it trimmed', () => {
    expect(croRequestProblem(' 12345 ')).toBeNull();
    expect(croOf(' 12345 ')).toBe('12345');
  });

  it('should use the spec’s wording', () => {
    expect(CRO_REQUIRED).toBe('Por favor, informe o seu CRO.');
  });
});
