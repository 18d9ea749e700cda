import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

// A column's cell as the table draws it: its own render, or the value at its accessor ('stakeholder.name').
export function cellOf<Row>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = String(column.accessor)
    .split('.')
    .reduce<unknown>((found, key) => (found as Record<string, unknown> | undefined)?.[key], row);
  return value === undefined || value === null ? '' : String(value);
}
