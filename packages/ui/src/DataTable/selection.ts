/** State of a 'select all' checkbox over the selectable rows of a page. */
export function allSelectedState(
  selectableKeys: ReadonlyArray<string>,
  selectedKeys: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const selectedCount = selectableKeys.filter((key) => selectedKeys.has(key)).length;
  if (selectedCount === 0) return false;
  return selectedCount === selectableKeys.length ? true : 'indeterminate';
}

/**
 * The selection after 'select all' is toggled: every selectable row of the page is added, or, when all
 * of them were already selected, removed. Keys of rows on other pages are kept.
 */
export function toggleAll(
  selectableKeys: ReadonlyArray<string>,
  selectedKeys: ReadonlySet<string>,
): Set<string> {
  const next = new Set(selectedKeys);
  const removing = allSelectedState(selectableKeys, selectedKeys) === true;
  for (const key of selectableKeys) {
    if (removing) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The selection with one row added or removed. */
export function toggleOne(selectedKeys: ReadonlySet<string>, key: string, selected: boolean): Set<string> {
  const next = new Set(selectedKeys);
  if (selected) next.add(key);
  else next.delete(key);
  return next;
}
