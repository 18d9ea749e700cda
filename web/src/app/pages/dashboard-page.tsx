import { Box, Stack, Text, Title } from '@mantine/core';
import { getStoredUser } from '../../api/session';
import { SetupPrompt } from '../../features/organisation/setup/setup-prompt';
import { TicketCountCards } from '../../features/tickets/counts/ticket-count-cards';
import { RecentTickets } from '../../features/tickets/list/recent-tickets';
import { useOrganization } from '../../lib/organization';
import { useProfile } from '../../lib/profile';

// Dashboard: the greeting, the four count cards, the ticket
// list (not at phone width) and, until the organisation is set up, the setup dialog.
export function DashboardPage() {
  const user = useProfile().data ?? getStoredUser();
  const organization = useOrganization().data;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" mih="1.5em">
          {organization?.name}
        </Text>
        <Title order={1} size="h2">
          Welcome, {user?.first_name} {user?.last_name}
        </Title>
        <Text c="dimmed">Here's what's going on</Text>
      </Stack>
      <TicketCountCards />
      <Box visibleFrom="sm">
        <RecentTickets />
      </Box>
      <SetupPrompt />
    </Stack>
  );
}
