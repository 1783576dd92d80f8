import { describe, expect, it } from 'vitest';
import { automaticAuthorizationLabel, formatBusinessDays } from './deadline';

describe('deadline words', () => {
  it('should count business days in pt-BR, singular and plural', () => {
    expect(formatBusinessDays(1)).toBe('1 dia útil');
    expect(formatBusinessDays(5)).toBe('5 dias úteis');
  });

  it('should name each automatic authorization, and none for an item the auditor decides', () => {
    expect(automaticAuthorizationLabel({ autorizacaoAutomatica: 'urgencia' })).toBe(
      'Autorizado automaticamente (urgência)',
    );
    expect(automaticAuthorizationLabel({ autorizacaoAutomatica: 'baixa-complexidade' })).toBe(
      'Autorizado automaticamente (baixa complexidade)',
    );
    expect(automaticAuthorizationLabel({ autorizacaoAutomatica: null })).toBeNull();
  });
});
