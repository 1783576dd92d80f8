export { AUTOMATIC_AUTHOR } from './historyText';
export { ItemHistory, type ItemHistoryProps } from './ItemHistory';
