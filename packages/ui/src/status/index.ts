export { type StatusDisplay, type StatusKind, type StatusValues, statusDisplay } from './statusDisplay';
export type { FinanceiroStatus, GlosaStatus, ItemStatus, PlanoStatus } from './types';
