import { Group, Text } from '@mantine/core';
import schemeColours from './scheme-colours.module.css';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="SRM" width={28} height={28} />
      <Text
        component="span"
        fw={800}
        fz="xl"
        c={inverted ? 'white' : undefined}
        className={inverted ? undefined : schemeColours.brandText}
        lh={1}
        aria-hidden
      >
        SRM
      </Text>
    </Group>
  );
}
