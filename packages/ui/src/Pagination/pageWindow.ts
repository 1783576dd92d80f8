/** Number of pages needed for `totalItems` at `pageSize` per page (at least 1, so 'Página 1 de 1' reads well). */
export function pageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalItems / pageSize);
}

/**
 * The page numbers to show as buttons: up to `size` consecutive pages, centred on the current page and
 * shifted at the ends so that the window stays full whenever there are enough pages.
 */
export function pageWindow(currentPage: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0 || size <= 0) return [];
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const length = Math.min(size, totalPages);
  const centredStart = current - Math.floor((length - 1) / 2);
  const start = Math.min(Math.max(centredStart, 1), totalPages - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

/** First and last item (1-based) shown on a page, for 'Mostrando X a Y de Z resultados'; 0 and 0 when empty. */
export function itemRange(
  currentPage: number,
  pageSize: number,
  totalItems: number,
): { first: number; last: number } {
  if (totalItems <= 0) return { first: 0, last: 0 };
  const page = Math.min(Math.max(currentPage, 1), pageCount(totalItems, pageSize));
  const first = (page - 1) * pageSize + 1;
  return { first, last: Math.min(page * pageSize, totalItems) };
}
