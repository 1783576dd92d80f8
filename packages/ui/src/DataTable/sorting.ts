/** A direction of a sorting: ascending or descending (the API's `ordem`). */
export type SortOrder = 'asc' | 'desc';

/** What a sortable list is sorted by: a column's sort key (the API's `ordenarPor`) and the direction. */
export interface SortState {
  by: string;
  order: SortOrder;
}

/**
 * The sorting after a sortable header is pressed: the same column turns around; another column starts
 * ascending.
 */
export function nextSort(current: SortState, by: string): SortState {
  if (current.by !== by) return { by, order: 'asc' };
  return { by, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** The header's aria-sort: only the column the list is sorted by says a direction. */
export function ariaSortOf(current: SortState, by: string): 'ascending' | 'descending' | undefined {
  if (current.by !== by) return undefined;
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** A choice of the phone's sort field ('dataAnalise:desc'), and back. */
export const sortOptionValue = ({ by, order }: SortState) => `${by}:${order}`;

export function sortFromOptionValue(value: string): SortState | null {
  const separator = value.lastIndexOf(':');
  const order = value.slice(separator + 1);
  if (separator <= 0 || (order !== 'asc' && order !== 'desc')) return null;
  return { by: value.slice(0, separator), order };
}
