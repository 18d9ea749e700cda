import { Group, Paper, Stack, Title } from '@mantine/core';
import type { StakeholderType } from '@srm/contract';
import type { ReactNode } from 'react';
import { typeLook } from './stakeholder-look';

interface TypedPageProps {
  type: StakeholderType;
  title: string;
  // Under the title: what the page is for, or which record it shows.
  subtitle: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

// A record's pages wear its type's accent colour
// and background: the add and edit flows and the record itself.
export function TypedPage({ type, title, subtitle, actions, children }: TypedPageProps) {
  const look = typeLook(type);
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }} style={{ background: look.background, borderRadius: 8 }}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" c={look.colour}>
            {title}
          </Title>
          {subtitle}
        </Stack>
        {actions}
      </Group>
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        style={{ borderTop: `4px solid var(--mantine-color-${look.colour}-6)` }}
      >
        {children}
      </Paper>
    </Stack>
  );
}
