import { Box } from '@mantine/core';
import { listPageSize } from '@srm/contract';
import { DataTable, type DataTableColumn, type DataTablePaginationRenderContext } from 'mantine-datatable';
import type { KeyboardEvent, ReactNode } from 'react';
import { accessorOf, type ListColumn } from './column-fit';
import type { ListPager } from './list-pager';
import type { ListState } from './list-state';
import classes from './list-table.module.css';
import { pageRowsText } from './paging-text';
import { withRowDetails } from './row-details';
import { TableSkeleton } from './table-skeleton';
import { useColumnFit } from './use-column-fit';

export interface ListDataTableProps<Row> {
  label: string;
  columns: ListColumn<Row>[];
  detailsUnder?: string | undefined;
  // The answer drawn, the page it is and what it says when empty, as list-table.tsx defers them.
  state: ListState<Row>;
  shownPage: number;
  message: ReactNode;
  pager?: ListPager | undefined;
  onOpen?: ((row: Row) => void) | undefined;
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

// A list wider than a phone's (list-table.tsx): mantine-datatable's table, whose code a phone never loads. Cells do
// not wrap: where the table is narrow its least important columns give way (column-fit.ts), their values under the
// row's main cell, so nothing scrolls sideways.
export function ListDataTable<Row>({
  label,
  columns,
  detailsUnder,
  state,
  shownPage,
  message,
  pager,
  onOpen,
}: ListDataTableProps<Row>) {
  const { records, answered, firstLoad, loading } = state;
  const { boxRef, left } = useColumnFit(columns, records);
  // mantine-datatable keeps its empty state in the page (hidden by CSS), so it
  // holds a message only when it is true.
  const emptyState = answered && records.length === 0 ? message : <span />;
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
