export { ItemHistory, type ItemHistoryProps } from './ItemHistory';
