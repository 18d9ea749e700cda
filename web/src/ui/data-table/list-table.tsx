import { Box, Stack, Text } from '@mantine/core';
import { listPageSize } from '@srm/contract';
import { DataTable, type DataTableColumn, type DataTablePaginationRenderContext } from 'mantine-datatable';
import { type KeyboardEvent, useDeferredValue } from 'react';
import { useIsPhone } from '../../lib/use-is-phone';
import { accessorOf, type ListColumn } from './column-fit';
import { ListCards } from './list-cards';
import type { ListPager } from './list-pager';
import type { ListState } from './list-state';
import classes from './list-table.module.css';
import { pageRowsText } from './paging-text';
import { withRowDetails } from './row-details';
import { TableSkeleton } from './table-skeleton';
import { useColumnFit } from './use-column-fit';

// What a table says when it has no rows: a heading and a line under it.
export interface ListMessage {
  title: string;
  text?: string;
}

export interface ListTableProps<Row> {
  // The table's accessible name.
  label: string;
  columns: ListColumn<Row>[];
  // The column whose cell holds what the columns a narrow table leaves out
  // show (column-fit.ts); the first column if left out.
  detailsUnder?: string | undefined;
  state: ListState<Row>;
  // Nothing in the list at all, or (with a search) nothing matching it.
  empty: ListMessage;
  noMatch?: ((search: string) => ListMessage) | undefined;
  search?: string | undefined;
  // Left out, the table shows its rows without paging (the dashboard's few).
  pager?: ListPager | undefined;
  // A row opens on a click, or on Enter or Space once it has the keyboard's focus.
  onOpen?: ((row: Row) => void) | undefined;
  // At phone width the rows are cards of these columns (by accessor, the first
  // the card's heading); of every column if left out.
  cardColumns?: string[] | undefined;
}

function Message({ title, text }: ListMessage) {
  return (
    <Stack gap={4} align="center" ta="center" px="md">
      {/* The table's empty state greys its words below AA contrast; the title is the page's text colour. */}
      <Text fw={600} c="var(--mantine-color-text)">
        {title}
      </Text>
      {text && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}

function openOnKey<Row>(row: Row, open: (row: Row) => void) {
  return {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // Keys pressed on a button or link inside the row are theirs.
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(row);
    },
  };
}

// Every list's table (docs/product.md#api-conventions): numbered pages of listPageSize
// rows with the total ('1,000+' when the server stopped counting), grey bars
// while the first rows load, the previous rows under a loader while another
// page or search loads, and the empty or no-match message once an answer to
// the question on screen says there is nothing. Cells do not wrap: where the
// table is narrow its least important columns give way (column-fit.ts), their
// values under the row's main cell, so nothing scrolls sideways; at phone
// width each row is a card instead (list-cards.tsx).
export function ListTable<Row>({
  label,
  columns,
  state: stateNow,
  empty,
  noMatch,
  search: searchNow,
  pager,
  onOpen,
  cardColumns,
  detailsUnder,
}: ListTableProps<Row>) {
  const isPhone = useIsPhone();
  // A new answer is drawn as a transition, in slices the browser can answer a tap between, rather than in one
  // long task: rows are the most of a list page's drawing (docs/decisions/026-react-compiler-and-deferred-lists.md).
  // The search the rows answer, and the page they are, switch with them in the same deferred render; the page
  // buttons follow a tap at once.
  const state = useDeferredValue(stateNow);
  const search = useDeferredValue(searchNow);
  const shownPage = useDeferredValue(pager?.page ?? 1);
  const { records, answered, firstLoad, loading } = state;
  const { boxRef, left } = useColumnFit(columns, records);
  const message = search && noMatch ? noMatch(search) : empty;
  if (isPhone) {
    const cards = cardColumns
      ? cardColumns.flatMap((accessor) => columns.filter((column) => column.accessor === accessor))
      : columns;
    return (
      <ListCards
        label={label}
        columns={cards}
        state={state}
        message={<Message {...message} />}
        pager={pager}
        shownPage={shownPage}
        onOpen={onOpen}
      />
    );
  }
  // mantine-datatable keeps its empty state in the page (hidden by CSS), so it
  // holds a message only when it is true.
  const emptyState = answered && records.length === 0 ? <Message {...message} /> : <span />;
  const paging = pager
    ? {
        page: pager.page,
        onPageChange: pager.onPageChange,
        totalRecords: state.count,
        recordsPerPage: listPageSize,
        paginationSize: 'sm' as const,
        paginationText: () => pageRowsText(shownPage, records.length, state),
        // The library's own footer draws its text and page buttons as components
        // made anew at each render, so every render replaced them and a page
        // button lost the keyboard's focus the moment it was pressed. Called as
        // functions, they are drawn once and then updated in place.
        renderPagination: ({ Controls }: DataTablePaginationRenderContext) => (
          <>
            {Controls.Text()}
            {Controls.Pagination()}
          </>
        ),
      }
    : {};

  const main = detailsUnder ?? (columns[0] && accessorOf(columns[0]));
  const leftOut = columns.filter((column) => left.has(accessorOf(column)));
  const shown = columns
    .filter((column) => !left.has(accessorOf(column)))
    .map((column) => (accessorOf(column) === main ? withRowDetails(column, leftOut) : column))
    .map(({ givesWay: _, ...column }): DataTableColumn<Row> => column);

  return (
    <Box ref={boxRef}>
      <DataTable<Row>
        aria-label={label}
        aria-busy={loading}
        withTableBorder
        borderRadius="md"
        minHeight={records.length === 0 ? 200 : undefined}
        highlightOnHover={onOpen !== undefined}
        records={records}
        fetching={loading}
        customLoader={firstLoad ? <TableSkeleton /> : undefined}
        emptyState={emptyState}
        onRowClick={onOpen ? ({ record }) => onOpen(record) : undefined}
        customRowAttributes={onOpen ? (record) => openOnKey(record, onOpen) : undefined}
        rowClassName={onOpen ? classes.openable : undefined}
        {...paging}
        columns={shown}
      />
    </Box>
  );
}
