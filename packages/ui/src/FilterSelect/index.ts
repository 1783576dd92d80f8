export { FilterSelect, type FilterSelectProps } from './FilterSelect';
