export { CARD_NUMBER_LENGTH, formatCardNumber } from './cardNumber';
export { formatCurrency } from './currency';
export { type DateInput, formatDate, formatDateTime, formatMomentDate, parseDate } from './date';
export { type DaysRemaining, type DaysRemainingStatus, daysRemaining } from './daysRemaining';
export { automaticAuthorizationLabel, formatBusinessDays } from './deadline';
export { formatCnpj, formatCpf } from './document';
export {
  type PasswordStrength,
  type PasswordStrengthScore,
  passwordStrength,
  passwordStrengthLevel,
} from './passwordStrength';
export { formatPlanCode } from './planCode';
export { sentenceCase } from './sentenceCase';
