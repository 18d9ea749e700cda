import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { paths, publicMessages } from '@srm/contract';

// What a page that failed to draw shows instead of a blank screen. The link is a
// full page load on purpose: the state that broke the page must not survive.
export function PageFailed() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {publicMessages.unexpectedApplicationError}
        </Title>
        <Text c="dimmed">Something went wrong while showing this page. Your data is safe.</Text>
        <Button component="a" href={paths.landing}>
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
