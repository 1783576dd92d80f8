export {
  type PasswordStrength,
  type PasswordStrengthScore,
  passwordStrength,
} from './passwordStrength';
