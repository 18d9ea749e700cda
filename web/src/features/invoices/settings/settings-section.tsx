import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

// One titled part of the invoice settings.
export function SettingsSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {text && (
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
