import { Stack, Text, Title } from '@mantine/core';
import { getStoredUser } from '../../api/session';

// Spec part 1 §2 "Dashboard": the greeting. The count cards and the ticket
// list join it when tickets are built.
export function DashboardPage() {
  const user = getStoredUser();
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        Welcome, {user?.first_name} {user?.last_name}
      </Title>
      <Text c="dimmed">Here's what's going on</Text>
    </Stack>
  );
}
