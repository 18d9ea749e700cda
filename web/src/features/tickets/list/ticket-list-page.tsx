import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type TicketPriority, ticketPriorities } from '@srm/contract';
import { useSearchParams } from 'react-router';
import { useListAddress } from '../../../lib/use-list-address';
import { useTicketList } from '../api/get-tickets';
import { CreateTicketButton } from '../create/create-ticket-button';
import { TicketListSection } from './ticket-list-section';
import { type TicketListView, type TicketListViewName, ticketListViews } from './ticket-list-views';

const isPriority = (value: string | null): value is TicketPriority =>
  ticketPriorities.includes(value as TicketPriority);

const priorityChoices = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

// The priority chosen on /ticket-by-prority, kept in the address so it survives
// a reload and back/forward; a new choice starts again from page 1.
function useChosenPriority(view: TicketListView) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('priority');
  const chosen = view.choosePriority && isPriority(requested) ? requested : undefined;
  const choose = (value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (isPriority(value)) updated.set('priority', value);
      else updated.delete('priority');
      updated.delete('page');
      return updated;
    });
  return { chosen, choose };
}

// Every ticket list route: /tickets, the status lists and the priority lists.
export function TicketListPage({ view: name }: { view: TicketListViewName }) {
  const view: TicketListView = ticketListViews[name];
  const address = useListAddress();
  const priority = useChosenPriority(view);
  const list = useTicketList({
    status: view.status,
    priority: view.priority ?? priority.chosen,
    page: address.page,
    search: address.search,
  });

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
          value={priority.chosen ?? 'all'}
          onChange={priority.choose}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <TicketListSection address={address} list={list} label={view.heading} />
      <CreateTicketButton />
    </Stack>
  );
}
