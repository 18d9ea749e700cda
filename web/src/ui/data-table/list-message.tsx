import { Stack, Text } from '@mantine/core';

// What a list says when it has no rows: a heading and a line under it.
export interface ListMessage {
  title: string;
  text?: string;
}

export function Message({ title, text }: ListMessage) {
  return (
    <Stack gap={4} align="center" ta="center" px="md">
      {/* The table's empty state greys its words below AA contrast; the title is the page's text colour. */}
      <Text fw={600} c="var(--mantine-color-text)">
        {title}
      </Text>
      {text && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}
