import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// What the drop zone says, the same while its code loads and after.
export function ZoneLabel({ full, icon }: { full: boolean; icon: ReactNode }) {
  return (
    <Group justify="center" gap="sm" mih={72} wrap="nowrap">
      {icon}
      <Text size="sm">{full ? 'Remove an image to add another' : 'Drop images here or click to choose'}</Text>
    </Group>
  );
}
