import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { passwordStrength } from '../format';
import { passwordStrengthMeterRecipe } from '../theme/recipes/passwordStrengthMeter';

export interface PasswordStrengthMeterProps {
  /** The password being typed. */
  password: string;
  /** Visible name of the meter. */
  label?: string;
}

/** Five-level strength bar of a new password (docs/product-rules.md#password-strength), with the level written out. */
export function PasswordStrengthMeter({ password, label = 'Força da senha' }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  const recipe = useSlotRecipe({ recipe: passwordStrengthMeterRecipe });
  const styles = recipe({ score: String(strength.score) as `${typeof strength.score}` });
  return (
    <Box css={styles.root} data-score={strength.score}>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
        css={styles.track}
      >
        <Box css={styles.bar} style={{ width: strength.width }} data-part="bar" />
      </Box>
      <chakra.p css={styles.label} aria-live="polite">
        {label}: {strength.label}
      </chakra.p>
    </Box>
  );
}
