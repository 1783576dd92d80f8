import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Dra. Ana Souza', 'AS'],
    ['Dr. Bruno Lima', 'BL'],
    ['dra ana souza', 'AS'],
    ['DR. Paulo Auditor', 'PA'],
    ['Prof. Carlos Eduardo Nunes', 'CN'],
    ['Profa Helena Prado', 'HP'],
    ['Sr. João', 'J'],
    ['Sra. Maria da Silva', 'MS'],
    ['  Carla   Mendes ', 'CM'],
    ['Álvaro Dias', 'ÁD'],
  ])('should read %j as %j, without the title', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('should keep a word that only starts like a title', () => {
    expect(initialsOf('Drauzio Varella')).toBe('DV');
    expect(initialsOf('Sra')).toBe('S');
  });

  it('should give nothing for no name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
