export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
