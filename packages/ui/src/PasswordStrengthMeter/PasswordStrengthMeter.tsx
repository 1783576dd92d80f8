import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { type PasswordStrengthScore, passwordStrength, passwordStrengthLevel } from '../format';
import { passwordStrengthMeterRecipe } from '../theme/recipes/passwordStrengthMeter';
import { type PasswordContext, usePasswordRefusal } from './usePasswordRefusal';

export interface PasswordStrengthMeterProps {
  /** The password being typed. */
  password: string;
  /** Visible name of the meter. */
  label?: string;
  /**
   * What is known of the password's owner (name, CRO, the operator's name): the server refuses a password made
   * of them, and the meter says so before the form is sent.
   */
  owner?: PasswordContext;
}

/** Until the shared check answers, no password is called 'Forte': the server may still refuse it. */
const UNCHECKED_MAX: PasswordStrengthScore = 3;

/**
 * Five-level strength bar of a new password (docs/product-rules.md#password-strength), with the level written
 * out; a password the server would refuse (common, or made of blocked words) is 'Muito fraca', with the
 * server's own reason under the bar.
 */
export function PasswordStrengthMeter({
  password,
  label = 'Força da senha',
  owner,
}: PasswordStrengthMeterProps) {
  const refusal = usePasswordRefusal(password, owner);
  const levels = passwordStrength(password);
  const score: PasswordStrengthScore = refusal
    ? 0
    : refusal === undefined
      ? (Math.min(levels.score, UNCHECKED_MAX) as PasswordStrengthScore)
      : levels.score;
  const strength = score === levels.score ? levels : passwordStrengthLevel(score);
  const recipe = useSlotRecipe({ recipe: passwordStrengthMeterRecipe });
  const styles = recipe({ score: String(score) as `${PasswordStrengthScore}` });
  return (
    <Box css={styles.root} data-score={score} data-checked={refusal !== undefined}>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={strength.label}
        css={styles.track}
      >
        <Box css={styles.bar} style={{ width: strength.width }} data-part="bar" />
      </Box>
      <Box aria-live="polite">
        <chakra.p css={styles.label}>
          {label}: {strength.label}
        </chakra.p>
        {refusal ? (
          <chakra.p fontSize="sm" color="fg.error" data-part="refusal">
            {refusal}
          </chakra.p>
        ) : null}
      </Box>
    </Box>
  );
}
