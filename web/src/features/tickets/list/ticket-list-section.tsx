import { messages, type Ticket, type TicketPage } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { isUuid } from '../../../lib/is-uuid';
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

// The ticket whose detail is open, kept in the address (?ticket=), so a link
// (a search hit) can open it and Back closes it.
function useViewedTicket() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('ticket');
  const choose = (ticketId: string | null, options: { replace: boolean }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (ticketId) updated.set('ticket', ticketId);
      else updated.delete('ticket');
      return updated;
    }, options);
  return {
    viewing: requested && isUuid(requested) ? requested : null,
    view: (ticket: Ticket) => choose(ticket.id, { replace: false }),
    close: () => choose(null, { replace: true }),
  };
}

// Tickets: the search box, the table with its empty and
// no-match states, numbered pages, and the detail dialog a row opens.
export function TicketListSection({ address, list, label }: TicketListSectionProps) {
  const { viewing, view, close } = useViewedTicket();

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
      <TicketDetailDialog ticketId={viewing} onClose={close} />
    </>
  );
}
