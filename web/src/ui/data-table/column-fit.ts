import type { DataTableColumn } from 'mantine-datatable';

// A list's column, and when it gives way to a narrow table: the column with
// givesWay 1 is the first left out, then 2, and so on; one without it never is.
// What a left-out column held shows in the row's details (row-details.tsx).
export type ListColumn<Row> = DataTableColumn<Row> & { givesWay?: number };

// The least width (px) each column needs to show its heading and cells whole,
// by accessor, as last measured while it was shown.
export type ColumnWidths = Readonly<Record<string, number>>;

export const accessorOf = (column: { accessor: unknown }) => String(column.accessor);

// The columns a table `room` px wide leaves out (docs/product.md#tickets, Lists): none
// while everything fits or the room is not known yet; else, least important
// first, until what is left fits. Columns that never give way stay even when
// they alone are wider than the room.
export function columnsGivingWay(
  columns: readonly ListColumn<unknown>[],
  room: number,
  widths: ColumnWidths,
): Set<string> {
  const left = new Set<string>();
  if (room <= 0) return left;
  let needed = columns.reduce((sum, column) => sum + (widths[accessorOf(column)] ?? 0), 0);
  const inOrder = columns
    .filter((column) => column.givesWay !== undefined)
    .sort((one, other) => (one.givesWay ?? 0) - (other.givesWay ?? 0));
  for (const column of inOrder) {
    if (needed <= room) break;
    left.add(accessorOf(column));
    needed -= widths[accessorOf(column)] ?? 0;
  }
  return left;
}
