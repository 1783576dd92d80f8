export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { TissStatus, type TissStatusProps } from './TissStatus';
