import { Center, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import schemeColours from './scheme-colours.module.css';

// The frame of the pages a stakeholder opens from our emails (their ticket, their invoice), usually on a phone:
// the whole screen there, a column on a wider one, under a bar naming the organisation and the page.
export function StakeholderPageFrame({ bar, children }: { bar: string; children: ReactNode }) {
  return (
    <Center
      mih="100dvh"
      className={schemeColours.pageBackground}
      p={{ base: 0, sm: 'md' }}
      style={{ alignItems: 'flex-start' }}
    >
      <Paper component="main" withBorder radius={0} w="100%" maw={760} mih={{ base: '100dvh', sm: 'auto' }}>
        <Text
          px="md"
          py="sm"
          fw={700}
          bg="var(--mantine-primary-color-filled)"
          c="var(--mantine-primary-color-contrast)"
          style={{ overflowWrap: 'anywhere' }}
        >
          {bar}
        </Text>
        {children}
      </Paper>
    </Center>
  );
}
