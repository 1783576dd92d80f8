export {
  DeadlineBadge,
  type DeadlineBadgeProps,
  deadlineTone,
  type FaixaPrazo,
  faixaDosDias,
} from './DeadlineBadge';
