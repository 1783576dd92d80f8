import { Box, Card, Grid, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';

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
}

/**
 * A table on medium and larger screens and a list of cards on small ones. Only one of the two is
 * displayed at a time, and the hidden one uses display none, so assistive technology meets only one.
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
}: DataTableProps<Row>) {
  if (loading) return <LoadingState text={loadingText} />;
  if (rows.length === 0) return <EmptyState title={emptyText} />;

  return (
    <Box>
      <Table.ScrollArea
        hideBelow="md"
        borderWidth="1px"
        borderRadius="md"
        // A keyboard user must be able to scroll a wide table; the region names what it scrolls.
        tabIndex={0}
        role="region"
        aria-label={caption}
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
              {columns.map((column) => (
                <Table.ColumnHeader key={column.id} scope="col" textAlign={column.align}>
                  {column.header}
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
              <Table.Row key={getRowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell key={column.id} textAlign={column.align}>
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

      <Box hideFrom="md">
        {captionVisible ? (
          <Text fontWeight="semibold" mb="2" aria-hidden="true">
            {caption}
          </Text>
        ) : null}
        <Box as="ul" aria-label={caption} listStyleType="none" display="grid" gap="3">
          {rows.map((row) => (
            <Card.Root as="li" key={getRowKey(row)} size="sm" variant="outline">
              <Card.Body>
                <Grid as="dl" templateColumns="minmax(7rem, auto) 1fr" columnGap="3" rowGap="1.5">
                  {columns.map((column) => (
                    <Box key={column.id} display="contents">
                      <Text as="dt" color="fg.muted" fontSize="sm">
                        {column.header}
                      </Text>
                      <Box as="dd" fontSize="sm" minW="0">
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
    </Box>
  );
}
