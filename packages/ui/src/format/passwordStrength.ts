import { PASSWORD_MIN_LENGTH } from '@odonto/contract';

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordStrengthScore;
  /** pt-BR label of the level ('Muito fraca' ... 'Forte'). */
  label: string;
  /** Width of the strength bar, as a CSS percentage. */
  width: string;
  /** Colour palette of the bar (docs/product-rules.md#password-strength). */
  colorPalette: 'red' | 'yellow' | 'green';
}

const LEVELS: Record<PasswordStrengthScore, Omit<PasswordStrength, 'score'>> = {
  0: { label: 'Muito fraca', width: '0%', colorPalette: 'red' },
  1: { label: 'Fraca', width: '25%', colorPalette: 'red' },
  2: { label: 'Média', width: '50%', colorPalette: 'yellow' },
  3: { label: 'Boa', width: '75%', colorPalette: 'green' },
  4: { label: 'Forte', width: '100%', colorPalette: 'green' },
};

/**
 * Password strength of docs/product-rules.md#password-strength: one point each for the minimum length (8: the
 * contract's PASSWORD_MIN_LENGTH, the one the forms and the server check), an uppercase letter, a digit and a
 * special character.
 */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= PASSWORD_MIN_LENGTH,
    /\p{Lu}/u.test(password),
    /\d/.test(password),
    /[^\p{L}\p{N}\s]/u.test(password),
  ].filter(Boolean).length as PasswordStrengthScore;
  return passwordStrengthLevel(points);
}

/** Label, width and colour of a score (the meter lowers the score of a password the server would refuse). */
export function passwordStrengthLevel(score: PasswordStrengthScore): PasswordStrength {
  return { score, ...LEVELS[score] };
}
