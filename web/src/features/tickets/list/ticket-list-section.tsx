import { messages, type Ticket, type TicketPage } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import type { ListAddress } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { TicketDetailDialog } from '../detail/ticket-detail-dialog';
import { ticketColumns } from './ticket-table';

interface TicketListSectionProps {
  address: ListAddress;
  list: UseQueryResult<TicketPage>;
  label: string;
}

export const noTickets = { title: messages.noTicketsLogged, text: messages.noTicketsYet };
const noMatch = (search: string) => ({
  title: `${messages.noTicketsLogged} with ${search}`,
  text: messages.noSearchResults,
});

// Tickets: the search box, the table with its empty and
// no-match states, numbered pages, and the detail dialog a row opens.
export function TicketListSection({ address, list, label }: TicketListSectionProps) {
  const [viewing, setViewing] = useState<string | null>(null);
  const view = (ticket: Ticket) => setViewing(ticket.id);

  return (
    <>
      <PagedList
        label={label}
        address={address}
        query={list}
        searchLabel="Search tickets"
        searchPlaceholder="Search title, handler, ID or status"
        error={list.isError && errorMessage(list.error)}
        columns={ticketColumns(view)}
        empty={noTickets}
        noMatch={noMatch}
        onOpen={view}
      />
      <TicketDetailDialog ticketId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
