import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useListAddress } from '../../../lib/use-list-address';
import { ticketListQuery, useTicketList } from '../api/get-tickets';
import { CreateTicketButton } from '../create/create-ticket-button';
import { useTicketListChoices } from './ticket-list-choices';
import { TicketListFilters } from './ticket-list-filters';
import { TicketListSection } from './ticket-list-section';
import { type TicketListView, type TicketListViewName, ticketListViews } from './ticket-list-views';

const priorityChoices = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

// Every ticket list route: /tickets, the status lists and the priority lists.
export function TicketListPage({ view: name }: { view: TicketListViewName }) {
  const view: TicketListView = ticketListViews[name];
  const address = useListAddress();
  const chosen = useTicketListChoices();
  const list = useTicketList(ticketListQuery(view, chosen.choices, address), chosen.ready);

  return (
    // Room under the pages for the floating Create button, so it never hides the last row.
    <Stack gap="lg" pb={72}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {view.heading}
        </Title>
        <Text c="dimmed">{view.subtitle}</Text>
      </Stack>
      {view.choosePriority && (
        <SegmentedControl
          aria-label="Priority"
          data={priorityChoices}
          value={chosen.choices.priority ?? 'all'}
          onChange={(value) => chosen.choose('priority', value === 'all' ? undefined : value)}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <TicketListSection
        address={address}
        list={list}
        label={view.heading}
        filters={
          <TicketListFilters
            state={chosen}
            withHandler
            withPriority={!('priority' in view) && !('choosePriority' in view)}
          />
        }
      />
      <CreateTicketButton />
    </Stack>
  );
}
