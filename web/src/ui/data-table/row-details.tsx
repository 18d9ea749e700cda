import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cellOf } from './cell-of';
import { accessorOf, type ListColumn } from './column-fit';

const titleOf = (column: ListColumn<never>) => (typeof column.title === 'string' ? column.title : accessorOf(column));

// What the columns a narrow table left out hold, under the row's main cell,
// each after its column's title ('Created Apr 01, 2026, at 09:30am').
function RowDetails<Row>({ row, index, columns }: { row: Row; index: number; columns: ListColumn<Row>[] }) {
  return (
    <Group gap="md" style={{ rowGap: 4 }} data-row-details>
      {columns.map((column) => (
        <Group key={accessorOf(column)} gap={6} wrap="nowrap" fz="sm">
          <Text span size="xs" c="dimmed">
            {titleOf(column as ListColumn<never>)}
          </Text>
          <Box component="span">{cellOf(column, row, index)}</Box>
        </Group>
      ))}
    </Group>
  );
}

// The main column, holding the details of the columns left out under its own cell.
export function withRowDetails<Row>(main: ListColumn<Row>, left: ListColumn<Row>[]): ListColumn<Row> {
  if (left.length === 0) return main;
  return {
    ...main,
    render: (row, index): ReactNode => (
      <Stack gap={4}>
        <div>{cellOf(main, row, index)}</div>
        <RowDetails row={row} index={index} columns={left} />
      </Stack>
    ),
  };
}
