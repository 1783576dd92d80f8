import { describe, expect, it } from 'vitest';
import { passwordRefusal, SENHA_COMUM } from './refusal';

const ANA = { nome: 'Dra. Ana Souza', cro: '12345', nomeOperadora: 'Odonto Cooperativa' };

describe('passwordRefusal', () => {
  it.each(['Dentista@2026', 'Odonto@2026', 'Senha@123', 'password1', '12345678', 'S0rr1s0!2025'])(
    'should refuse %j with the server’s own words',
    (password) => {
      expect(passwordRefusal(password)).toBe(SENHA_COMUM);
    },
  );

  it('should say what the server says', () => {
    expect(SENHA_COMUM).toBe('Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.');
  });

  it.each(['Jabuticaba@2026', 'Cavalo-Grampo-Bateria-9', 'Amarelinha@2026'])(
    'should accept %j when nothing of its owner is in it',
    (password) => {
      expect(passwordRefusal(password, ANA)).toBeNull();
    },
  );

  it('should refuse the owner’s own name and CRO only when it knows them', () => {
    expect(passwordRefusal('Souza@12345')).toBeNull();
    expect(passwordRefusal('Souza@12345', { nome: 'Dra. Ana Souza' })).toBe(SENHA_COMUM);
    expect(passwordRefusal('Xk!12345', { cro: '12345' })).toBe(SENHA_COMUM);
    expect(passwordRefusal('Amarelinha@2026', { nomeOperadora: 'Amarelinha Saúde' })).toBe(SENHA_COMUM);
  });

  it('should take what it does not know of the owner as unknown (a name not yet loaded)', () => {
    expect(passwordRefusal('Jabuticaba@2026', { nome: undefined, cro: undefined })).toBeNull();
  });

  it('should say nothing of an empty field', () => {
    expect(passwordRefusal('')).toBeNull();
  });
});
