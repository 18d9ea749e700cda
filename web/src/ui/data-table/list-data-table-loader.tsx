import { loadWhenWanted } from '../../lib/load-when-wanted';
import { PieceFailedToLoad } from '../piece-failed-to-load';
import type { ListDataTableProps } from './list-data-table';
import { TableSkeleton } from './table-skeleton';

// A list's table (mantine-datatable, two fifths of a list page's JavaScript) loads only where a table shows: a
// phone draws cards (list-table.tsx). A laptop fetches it with the app (preloadListTable, from the routes), so its
// first list draws at once.
export const ListDataTable = loadWhenWanted<ListDataTableProps<unknown>>(
  async () => (await import('./list-data-table')).ListDataTable,
  { pending: () => <TableSkeleton />, failed: () => <PieceFailedToLoad /> },
);

export const preloadListTable = ListDataTable.preload;
