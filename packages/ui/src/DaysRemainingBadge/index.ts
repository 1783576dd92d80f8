export { DaysRemainingBadge, type DaysRemainingBadgeProps } from './DaysRemainingBadge';
