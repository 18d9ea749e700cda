import { Stack } from '@mantine/core';
import { messages, type TicketPage } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import type { ListAddress } from '../../../lib/use-list-address';
import { FormAlert } from '../../../ui/form/form-alert';
import { SearchInput } from '../../../ui/search-input';
import { ticketPageSize } from '../api/get-tickets';
import { TicketDetailDialog } from '../detail/ticket-detail-dialog';
import { TicketTable } from './ticket-table';

interface TicketListSectionProps {
  address: ListAddress;
  list: UseQueryResult<TicketPage>;
  label?: string;
}

// Spec part 1 §2 "Tickets": the search box, the table with its empty and
// no-match states, numbered pages, and the detail dialog a row opens.
export function TicketListSection({ address, list, label }: TicketListSectionProps) {
  const [viewing, setViewing] = useState<string | null>(null);
  const { page, search, setPage } = address;

  // After deletes the page may lie past the end: step back to the last page.
  const count = list.data?.count;
  useEffect(() => {
    if (count !== undefined && page > 1 && (page - 1) * ticketPageSize >= count) {
      setPage(Math.max(1, Math.ceil(count / ticketPageSize)), { replace: true });
    }
  }, [count, page, setPage]);

  // The overlay shows while a page or search loads, not on every background poll.
  const loading = list.isFetching && (list.isPending || list.isPlaceholderData);
  const empty = search
    ? { title: `${messages.noTicketsLogged} with ${search}`, text: messages.noSearchResults }
    : { title: messages.noTicketsLogged, text: messages.noTicketsYet };

  return (
    <Stack gap="md">
      <SearchInput
        label="Search tickets"
        placeholder="Search title, handler, ID or status"
        search={search}
        onSearch={address.setSearch}
      />
      <FormAlert kind="error">{list.isError && errorMessage(list.error)}</FormAlert>
      <TicketTable
        label={label}
        records={list.data?.results ?? []}
        fetching={loading}
        empty={empty}
        onView={(ticket) => setViewing(ticket.id)}
        pagination={{ page, pageSize: ticketPageSize, totalRecords: count ?? 0, onPageChange: setPage }}
      />
      <TicketDetailDialog ticketId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
