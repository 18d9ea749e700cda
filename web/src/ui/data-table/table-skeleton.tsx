import { Skeleton, Stack } from '@mantine/core';

const bars = ['first', 'second', 'third', 'fourth', 'fifth'];

// Grey bars where a table's first rows will be, while they load.
export function TableSkeleton() {
  return (
    <Stack gap="md" p="md" w="100%" h="100%" justify="center" aria-hidden>
      {bars.map((bar) => (
        <Skeleton key={bar} h={14} radius="sm" />
      ))}
    </Stack>
  );
}
