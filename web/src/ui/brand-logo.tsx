import { Group, Text } from '@mantine/core';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="SRM" width={28} height={28} />
      <Text
        component="span"
        fw={800}
        fz="xl"
        c={inverted ? 'white' : 'light-dark(var(--mantine-color-srm-8), var(--mantine-color-srm-2))'}
        lh={1}
        aria-hidden
      >
        SRM
      </Text>
    </Group>
  );
}
