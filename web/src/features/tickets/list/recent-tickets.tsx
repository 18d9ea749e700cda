import { Anchor, Group, Stack, Title } from '@mantine/core';
import { paths, pathTo } from '@srm/contract';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useListState } from '../../../ui/data-table/list-state';
import { FormAlert } from '../../../ui/form/form-alert';
import { useTicketList } from '../api/get-tickets';
import { noTickets } from './no-tickets';
import { TicketTable } from './ticket-table';

const recentCount = 5;

// The dashboard's ticket list: the newest few, and a way to all of them.
export function RecentTickets() {
  const navigate = useNavigate();
  const list = useTicketList({ page: 1, search: '', pageSize: recentCount });
  const listState = useListState(list);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          Recent Tickets
        </Title>
        <Anchor component={Link} to={paths.tickets} size="sm">
          View all Tickets
        </Anchor>
      </Group>
      <FormAlert kind="error">{list.isError && errorMessage(list.error)}</FormAlert>
      <TicketTable
        label="Recent Tickets"
        state={listState}
        empty={noTickets}
        onView={(ticket) => navigate(pathTo.ticket(ticket))}
      />
    </Stack>
  );
}
