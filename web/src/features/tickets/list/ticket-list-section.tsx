import { messages, type Ticket, type TicketPage } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
// (a search hit, a notice) can open it and Back closes it. Closing a detail this
// list opened steps back, so no Back is spent on the list it was opened over.
function useViewedTicket() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = params.get('ticket');
  const withTicket = (ticketId: string | null) => (current: URLSearchParams) => {
    const updated = new URLSearchParams(current);
    if (ticketId) updated.set('ticket', ticketId);
    else updated.delete('ticket');
    return updated;
  };
  const openedHere = (location.state as { openedFromList?: boolean } | null)?.openedFromList === true;
  return {
    viewing: requested && isUuid(requested) ? requested : null,
    view: (ticket: Ticket) => setParams(withTicket(ticket.id), { state: { openedFromList: true } }),
    close: () => (openedHere ? navigate(-1) : setParams(withTicket(null), { replace: true })),
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
