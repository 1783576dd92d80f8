export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export type { PasswordContext } from './usePasswordRefusal';
