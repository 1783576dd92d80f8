export { SearchableSelect, type SearchableSelectProps, type SelectOption } from './SearchableSelect';
