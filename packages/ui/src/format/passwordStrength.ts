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
 * Password strength of docs/product-rules.md#password-strength: one point each for a length of at least 8, an uppercase
 * letter, a digit and a special character.
 */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= 8,
    /\p{Lu}/u.test(password),
    /\d/.test(password),
    /[^\p{L}\p{N}\s]/u.test(password),
  ].filter(Boolean).length as PasswordStrengthScore;
  return { score: points, ...LEVELS[points] };
}
