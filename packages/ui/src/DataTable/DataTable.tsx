import { Box, Card, Checkbox, chakra, Grid, HStack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import { allSelectedState, toggleAll, toggleOne } from './selection';
import { ariaSortOf, nextSort, type SortState, sortFromOptionValue, sortOptionValue } from './sorting';
import { useBreakpointUp } from './useBreakpointUp';

/** One column: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** Header text; on small screens it labels the value inside each card. */
  header: string;
  /** Renders the cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Horizontal alignment in the table, e.g. 'end' for amounts. */
  align?: 'start' | 'center' | 'end';
  /** The key the server sorts this column by (its `ordenarPor`): the header becomes a sort button. */
  sortKey?: string;
  /**
   * The column takes the table's spare width and its text wraps (a reason, a note); the others keep to
   * their content.
   */
  grow?: boolean;
}

/** Sorting by the columns that have a sortKey, done by the server: the table shows it and asks for changes. */
export interface DataTableSort extends SortState {
  /** Called with the sorting a header or the phone's sort field asks for. */
  onSortChange: (sort: SortState) => void;
}

/** Row selection with checkboxes, e.g. authorised plan items to add to the monthly closing. */
export interface DataTableSelection<Row> {
  /** Keys (from getRowKey) of the selected rows (controlled). */
  selectedKeys: ReadonlySet<string>;
  /** Called with the new set of selected keys. */
  onSelectedKeysChange: (keys: Set<string>) => void;
  /** Accessible name of a row's checkbox, e.g. 'Selecionar dente 11, 81000065'. */
  rowLabel: (row: Row) => string;
  /** Whether a row may be selected; rows that may not show a disabled checkbox. */
  isSelectable?: (row: Row) => boolean;
  /** Accessible name of the checkbox that selects every selectable row of the page. */
  allLabel?: string;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (and of the card list on small screens). */
  caption: string;
  /** Shows the caption as a visible title instead of for screen readers only. */
  captionVisible?: boolean;
  /** The columns, in order. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the current page. */
  rows: ReadonlyArray<Row>;
  /** A stable, unique key for each row (its id). */
  getRowKey: (row: Row) => string;
  /** Rows are loading: shows the loading text instead of the table. */
  loading?: boolean;
  /** Text shown while loading, e.g. 'Carregando planos de tratamento...'. */
  loadingText?: string;
  /** Text shown when there are no rows, e.g. 'Nenhum plano de tratamento encontrado.'. */
  emptyText?: string;
  /** Buttons or links for a row, shown in a last column (or at the foot of each card). */
  rowActions?: (row: Row) => ReactNode;
  /** Header of the actions column. */
  actionsHeader?: string;
  /** Adds a checkbox to each row and one to select the whole page. */
  selection?: DataTableSelection<Row>;
  /**
   * Keys of rows that just changed (e.g. by a live event): drawn on a highlighted background. Colour is
   * not the only sign: the caller says it in a cell too (e.g. 'Atualizado agora').
   */
  highlightedKeys?: ReadonlySet<string>;
  /** The rows' sorting; the columns with a sortKey get sort buttons (a sort field on small screens). */
  sort?: DataTableSort;
}

interface SelectCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function SelectCheckbox({ label, checked, disabled = false, onChange }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** Arrows up (ascending), down (descending), or both (sortable, not sorted by): drawn, so no text is added. */
const ARROWS = {
  ascending: 'm7 9 5-5 5 5',
  descending: 'm7 15 5 5 5-5',
  none: 'm7 9 5-5 5 5m-10 6 5 5 5-5',
} as const;

/** A sortable column's header: a button that sorts by it, or turns the sorting around. */
function SortButton({ column, sort }: { column: { header: string; sortKey: string }; sort: DataTableSort }) {
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      cursor="pointer"
      borderRadius="l1"
      focusVisibleRing="outside"
      onClick={() => sort.onSortChange(nextSort(sort, column.sortKey))}
    >
      {column.header}
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={ARROWS[ariaSortOf(sort, column.sortKey) ?? 'none']} />
      </svg>
    </chakra.button>
  );
}

/** On small screens, where there are no headers: one native select to choose the column and the direction. */
function SortField<Row>({
  columns,
  sort,
}: {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sort: DataTableSort;
}) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortKey !== undefined);
  return (
    <Box mb="3" fontSize="sm">
      <label htmlFor={id}>Ordenar por </label>
      <chakra.select
        id={id}
        value={sortOptionValue(sort)}
        onChange={(event) => {
          const next = sortFromOptionValue(event.target.value);
          if (next) sort.onSortChange(next);
        }}
        p="1.5"
        borderWidth="1px"
        borderRadius="l2"
        focusVisibleRing="outside"
      >
        {/* The list's own order, when no column states it (Financeiro: by the day each batch was sent). */}
        {sortable.some((column) => column.sortKey === sort.by) ? null : (
          <option value={sortOptionValue(sort)}>Ordem padrão</option>
        )}
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={column.id + order} value={sortOptionValue({ by: column.sortKey ?? '', order })}>
              {`${column.header} (${order === 'asc' ? 'crescente' : 'decrescente'})`}
            </option>
          )),
        )}
      </chakra.select>
    </Box>
  );
}

/**
 * A highlighted row's or card's look: a yellow background and a thick start edge (scroll-margin keeps it
 * clear of the sticky header when scrolled to), marked data-highlighted for whoever needs to find it.
 */
function highlightProps(highlighted: boolean | undefined) {
  if (!highlighted) return {};
  return {
    'data-highlighted': '',
    bg: 'yellow.subtle',
    boxShadow: 'inset 4px 0 0 0 var(--chakra-colors-yellow-solid)',
    scrollMarginBlock: '24',
  } as const;
}

/**
 * A table on medium and larger screens and a list of cards on small ones. Only the one that fits the
 * viewport is drawn, so assistive technology meets only one, and a page of rows costs half the work it
 * did when both were drawn and one hidden (issue 12: on a phone, Total Blocking Time).
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowKey,
  loading = false,
  loadingText = 'Carregando...',
  emptyText = 'Nenhum registro encontrado.',
  rowActions,
  actionsHeader = 'Ações',
  selection,
  highlightedKeys,
  sort,
}: DataTableProps<Row>) {
  const wide = useBreakpointUp('md');
  if (loading) return <LoadingState text={loadingText} />;
  if (rows.length === 0) return <EmptyState title={emptyText} />;

  const canSelect = (row: Row) => selection?.isSelectable?.(row) ?? true;
  const selectableKeys = rows.filter(canSelect).map(getRowKey);
  const rowCheckbox = (row: Row) =>
    selection ? (
      <SelectCheckbox
        label={selection.rowLabel(row)}
        checked={selection.selectedKeys.has(getRowKey(row))}
        disabled={!canSelect(row)}
        onChange={(checked) =>
          selection.onSelectedKeysChange(toggleOne(selection.selectedKeys, getRowKey(row), checked))
        }
      />
    ) : null;

  if (wide) {
    return (
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        // A keyboard user must be able to scroll a wide table; the region names what it scrolls.
        tabIndex={0}
        role="region"
        aria-label={caption}
        // Chakra's scroll area keeps every cell on one line: a reason of 200 characters made the glosas table
        // 2,553 px wide in a 1,044 px frame (issue 34). Text wraps; a cell that must not says so itself.
        whiteSpace="normal"
      >
        <Table.Root size="sm" variant="line" interactive>
          <Table.Caption
            captionSide="top"
            textAlign="start"
            fontWeight="semibold"
            fontSize="md"
            color="fg"
            srOnly={!captionVisible}
          >
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              {selection ? (
                <Table.ColumnHeader width="1">
                  <SelectCheckbox
                    label={selection.allLabel ?? 'Selecionar todos'}
                    checked={allSelectedState(selectableKeys, selection.selectedKeys)}
                    disabled={selectableKeys.length === 0}
                    onChange={() =>
                      selection.onSelectedKeysChange(toggleAll(selectableKeys, selection.selectedKeys))
                    }
                  />
                </Table.ColumnHeader>
              ) : null}
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.id}
                  scope="col"
                  textAlign={column.align}
                  aria-sort={sort && column.sortKey ? ariaSortOf(sort, column.sortKey) : undefined}
                  width={column.grow ? 'full' : undefined}
                >
                  {sort && column.sortKey !== undefined ? (
                    <SortButton column={{ header: column.header, sortKey: column.sortKey }} sort={sort} />
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              ))}
              {rowActions ? (
                <Table.ColumnHeader scope="col" textAlign="end">
                  {actionsHeader}
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row
                key={getRowKey(row)}
                data-row-key={getRowKey(row)}
                data-selected={selection?.selectedKeys.has(getRowKey(row)) ? '' : undefined}
                {...highlightProps(highlightedKeys?.has(getRowKey(row)))}
              >
                {selection ? <Table.Cell>{rowCheckbox(row)}</Table.Cell> : null}
                {columns.map((column) => (
                  <Table.Cell
                    key={column.id}
                    textAlign={column.align}
                    // A word longer than the column (a pasted link in a note) breaks rather than widen the table.
                    overflowWrap={column.grow ? 'anywhere' : undefined}
                    minW={column.grow ? '48' : undefined}
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
                {rowActions ? (
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justifyContent="flex-end">
                      {rowActions(row)}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Box>
      {sort && columns.some((column) => column.sortKey !== undefined) ? (
        <SortField columns={columns} sort={sort} />
      ) : null}
      {captionVisible ? (
        <Text fontWeight="semibold" mb="2" aria-hidden="true">
          {caption}
        </Text>
      ) : null}
      <Box as="ul" aria-label={caption} listStyleType="none" display="grid" gap="3">
        {rows.map((row) => (
          <Card.Root
            as="li"
            key={getRowKey(row)}
            data-row-key={getRowKey(row)}
            size="sm"
            variant="outline"
            {...highlightProps(highlightedKeys?.has(getRowKey(row)))}
          >
            <Card.Body>
              {selection ? <Box mb="2">{rowCheckbox(row)}</Box> : null}
              <Grid as="dl" templateColumns="minmax(7rem, auto) 1fr" columnGap="3" rowGap="1.5">
                {columns.map((column) => (
                  <Box key={column.id} display="contents">
                    <Text as="dt" color="fg.muted" fontSize="sm">
                      {column.header}
                    </Text>
                    <Box as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">
                      {column.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Grid>
            </Card.Body>
            {rowActions ? (
              <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
                {rowActions(row)}
              </Card.Footer>
            ) : null}
          </Card.Root>
        ))}
      </Box>
    </Box>
  );
}
