import { Flex, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@srm/contract';
import type { ReactNode } from 'react';
import { PageLink } from '../../../lib/page-navigation';
import { BrandLogo } from '../../../ui/brand-logo';
import schemeColours from '../../../ui/scheme-colours.module.css';

// The frame of the sign-up, login and password pages: one card, full width on a phone. It hangs from the top
// rather than sitting in the middle: a phone draws a page drawn ahead while it is still reading it, and a centred
// card would move up with every field that arrives below it.
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex
      mih="100dvh"
      justify="center"
      align="flex-start"
      p={{ base: 'sm', sm: 'xl' }}
      pt={{ base: 'sm', sm: '10vh' }}
      className={schemeColours.pageBackground}
    >
      <Stack w="100%" maw={460} gap="lg">
        <PageLink to={paths.landing} underline="never" aria-label="SRM home" w="fit-content">
          <BrandLogo />
        </PageLink>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          © 2024 SRM
        </Text>
      </Stack>
    </Flex>
  );
}
