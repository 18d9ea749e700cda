import { Group, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { listPageSize } from '@srm/contract';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { cellOf } from './cell-of';
import type { ListPager } from './list-pager';
import type { ListState } from './list-state';
import classes from './list-table.module.css';
import { namedPageControl } from './page-controls';
import { pageRowsText } from './paging-text';
import { TableSkeleton } from './table-skeleton';

interface ListCardsProps<Row> {
  label: string;
  // The card's fields, in order: the first is its heading, an 'actions' column its foot.
  columns: DataTableColumn<Row>[];
  state: ListState<Row>;
  message: ReactNode;
  pager?: ListPager | undefined;
  // The page the cards on screen are, which lags `pager.page` while the next page is drawn (list-table.tsx).
  shownPage: number;
  onOpen?: ((row: Row) => void) | undefined;
}

const keyOf = (row: unknown, index: number) => (row as { id?: string }).id ?? String(index);

// A list at phone width (docs/product.md#api-conventions): one card per row
// instead of a table that scrolls sideways, with the same paging, loading and
// empty states as the table, and the same way to open a row by click or key.
export function ListCards<Row>({ label, columns, state, message, pager, shownPage, onOpen }: ListCardsProps<Row>) {
  const { records, answered, firstLoad, loading } = state;
  const [heading, ...fields] = columns.filter((column) => column.accessor !== 'actions');
  const actions = columns.find((column) => column.accessor === 'actions');
  const pages = Math.max(1, Math.ceil(state.count / listPageSize));
  // The keyboard opens a card by one real button: its own action (View…) if it
  // has one, else its heading. A click anywhere on the card opens it too.
  const headingOpens = onOpen !== undefined && actions === undefined;

  return (
    <Stack gap="sm">
      {firstLoad && <TableSkeleton />}
      {answered && records.length === 0 && (
        <Paper withBorder radius="md" py="xl">
          {message}
        </Paper>
      )}
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={loading}
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: loading && !firstLoad ? 0.6 : 1 }}
      >
        {records.map((row, index) => (
          <Paper
            component="li"
            key={keyOf(row, index)}
            withBorder
            radius="md"
            p="sm"
            className={onOpen ? classes.openable : undefined}
            data-list-card
            onClick={onOpen ? () => onOpen(row) : undefined}
          >
            {heading && (
              <Text fw={600} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }} component="div">
                {headingOpens ? (
                  <UnstyledButton fw={600} fz="sm" ta="left">
                    {cellOf(heading, row, index)}
                  </UnstyledButton>
                ) : (
                  cellOf(heading, row, index)
                )}
              </Text>
            )}
            {fields.length > 0 && (
              <div className={classes.cardFields}>
                {fields.map((column) => (
                  <div key={String(column.accessor)} className={classes.cardField}>
                    <Text size="xs" c="dimmed">
                      {column.title ?? String(column.accessor)}
                    </Text>
                    <Text span size="sm" component="div">
                      {cellOf(column, row, index)}
                    </Text>
                  </div>
                ))}
              </div>
            )}
            {actions && (
              <Group justify="flex-end" mt="xs">
                {cellOf(actions, row, index)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
      {pager && state.count > 0 && (
        <Stack gap="xs" align="center">
          <Text size="sm" c="dimmed">
            {pageRowsText(shownPage, records.length, state)}
          </Text>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={pager.page}
              onChange={pager.onPageChange}
              getControlProps={namedPageControl}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
