import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <BrandLogo />
        <Title order={1} size="h2">
          {messages.pageNotAvailable}
        </Title>
        <Text c="dimmed">The link may be broken, or the page may have been removed.</Text>
        <Anchor component={Link} to={paths.landing} fw={600}>
          Go back home
        </Anchor>
      </Stack>
    </Center>
  );
}
