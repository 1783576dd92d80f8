export { DeadlineBadge, type DeadlineBadgeProps, deadlineTone, type FaixaPrazo } from './DeadlineBadge';
