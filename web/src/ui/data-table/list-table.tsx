import { useDeferredValue } from 'react';
import { useIsPhone } from '../../lib/use-is-phone';
import type { ListColumn } from './column-fit';
import { ListCards } from './list-cards';
import { ListDataTable } from './list-data-table-loader';
import { type ListMessage, Message } from './list-message';
import type { ListPager } from './list-pager';
import type { ListState } from './list-state';

export type { ListMessage } from './list-message';

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

// Every list (docs/product.md#api-conventions): numbered pages of listPageSize rows with the total ('1,000+' when
// the server stopped counting), grey bars while the first rows load, the previous rows under a loader while another
// page or search loads, and the empty or no-match message once an answer to the question on screen says there is
// nothing. At phone width each row is a card (list-cards.tsx); wider, a row of a table (list-data-table.tsx).
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
  return (
    <ListDataTable
      label={label}
      columns={columns as ListColumn<unknown>[]}
      detailsUnder={detailsUnder}
      state={state as ListState<unknown>}
      shownPage={shownPage}
      message={<Message {...message} />}
      pager={pager}
      onOpen={onOpen as ((row: unknown) => void) | undefined}
    />
  );
}
