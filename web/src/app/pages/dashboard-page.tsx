import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NotificationsPanel } from '../../features/notifications/notifications-panel';
import { SetupPrompt } from '../../features/organisation/setup/setup-prompt';
import { SearchPanel } from '../../features/search/search-panel';
import { TicketCountCards } from '../../features/tickets/counts/ticket-count-cards';
import { RecentTickets } from '../../features/tickets/list/recent-tickets';
import { useOrganization } from '../../lib/organization';
import { useCan, useSignedInUser } from '../../lib/use-can';
import { useIsPhone } from '../../lib/use-is-phone';

// Dashboard: the greeting, the four count cards, managers' panels, the ticket
// list (not at phone width) and, until the organisation is set up, the setup dialog.
export function DashboardPage() {
  const user = useSignedInUser();
  const organization = useOrganization().data;
  const showsPanels = useCan('view_dashboard_panels');
  const isPhone = useIsPhone();
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
      {showsPanels && (
        // Managers' own panels (docs/product.md#search, #notifications), side by side from md up.
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SearchPanel />
          <NotificationsPanel />
        </SimpleGrid>
      )}
      {/* Not drawn on a phone at all, rather than drawn and hidden: its rows and the reads behind them cost a
          phone's first load for nothing. */}
      {!isPhone && <RecentTickets />}
      <SetupPrompt />
    </Stack>
  );
}
