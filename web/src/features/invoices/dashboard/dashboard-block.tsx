import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { FormAlert } from '../../../ui/form/form-alert';

interface DashboardBlockProps {
  title: string;
  // The period the figures cover, once known (YYYY-MM-DD days).
  period: { start: string; end: string } | undefined;
  filter: ReactNode;
  problem: ReactNode;
  children: ReactNode;
}

const day = (value: string) => dayjs(value).format('D MMM YYYY');

// A block of the invoice dashboard: a titled region with its own period filter.
export function DashboardBlock({ title, period, filter, problem, children }: DashboardBlockProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" mih="1.5em">
              {period && `${day(period.start)} – ${day(period.end)}`}
            </Text>
          </Stack>
          {filter}
        </Group>
        <FormAlert kind="error">{problem}</FormAlert>
        {children}
      </Stack>
    </Paper>
  );
}
