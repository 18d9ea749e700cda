import { Anchor, Center, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@srm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import schemeColours from '../../../ui/scheme-colours.module.css';

// The frame of the sign-up, login and password pages: one card, centred, full width on a phone.
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }} className={schemeColours.pageBackground}>
      <Stack w="100%" maw={460} gap="lg">
        <Anchor component={Link} to={paths.landing} underline="never" aria-label="SRM home" w="fit-content">
          <BrandLogo />
        </Anchor>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          © 2024 SRM
        </Text>
      </Stack>
    </Center>
  );
}
