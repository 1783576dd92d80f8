import { describe, expect, it } from 'vitest';
import { passwordStrength, passwordStrengthLevel } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Muito fraca', '0%', 'red'],
    ['abc', 0, 'Muito fraca', '0%', 'red'],
    ['abcdefgh', 1, 'Fraca', '25%', 'red'],
    ['Abc', 1, 'Fraca', '25%', 'red'],
    ['abc1', 1, 'Fraca', '25%', 'red'],
    ['abc!', 1, 'Fraca', '25%', 'red'],
    ['Abcdefgh', 2, 'Média', '50%', 'yellow'],
    ['abc1!', 2, 'Média', '50%', 'yellow'],
    ['Abcdefg1', 3, 'Boa', '75%', 'green'],
    ['Ábc1@', 3, 'Boa', '75%', 'green'],
    ['Odonto@2026', 4, 'Forte', '100%', 'green'],
  ])('should rate %j as %i (%s)', (password, score, label, width, colorPalette) => {
    expect(passwordStrength(password)).toEqual({ score, label, width, colorPalette });
  });

  it('should not count a space as a special character', () => {
    expect(passwordStrength('abc def').score).toBe(0);
  });
});

describe('passwordStrengthLevel', () => {
  it('should give the label, width and colour of a score', () => {
    expect(passwordStrengthLevel(0)).toEqual({
      score: 0,
      label: 'Muito fraca',
      width: '0%',
      colorPalette: 'red',
    });
  });
});
