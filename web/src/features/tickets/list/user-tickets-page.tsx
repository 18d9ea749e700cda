import { Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useListAddress } from '../../../lib/use-list-address';
import { FormAlert } from '../../../ui/form/form-alert';
import { useUserTickets } from '../api/get-user-tickets';
import { CreateTicketButton } from '../create/create-ticket-button';
import { useTicketListChoices } from './ticket-list-choices';
import { TicketListFilters } from './ticket-list-filters';
import { TicketListSection } from './ticket-list-section';

interface UserInState {
  id?: unknown;
  user_id?: unknown;
  first_name?: unknown;
  last_name?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

// Older links pass the user in navigation state (id, first and last name); our
// own links put the id in the address (?user_id=), which survives a reload.
export function useChosenUser() {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as UserInState;
  const id = params.get('user_id') ?? (textOf(state.user_id) || textOf(state.id));
  const nameInState = `${textOf(state.first_name)} ${textOf(state.last_name)}`.trim();
  return { id, nameInState };
}

// /user-tickets: the tickets one member of staff handles. The member's name is
// organisation's to know: the app passes it in (app/pages/user-tickets-page.tsx).
export function UserTicketsPage({ userId, name }: { userId: string; name: string }) {
  const address = useListAddress();
  const chosen = useTicketListChoices();
  const { handlerId: _theirs, ...choices } = chosen.choices;
  const list = useUserTickets({ userId, page: address.page, search: address.search, ...choices });

  const heading = name ? `Tickets of ${name}` : 'User Tickets';

  return (
    // Room under the pages for the floating Create button, so it never hides the last row.
    <Stack gap="lg" pb={72}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed">Every ticket this member of staff handles</Text>
      </Stack>
      {userId ? (
        <TicketListSection
          address={address}
          list={list}
          label={heading}
          filters={<TicketListFilters state={chosen} withHandler={false} withPriority />}
        />
      ) : (
        <FormAlert kind="warning">Choose a user in Organization Settings to see their tickets.</FormAlert>
      )}
      <CreateTicketButton />
    </Stack>
  );
}
