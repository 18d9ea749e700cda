import { isUuid, messages, pathTo, type Ticket, type TicketPage } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import type { ListAddress } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { PieceFailedToLoad } from '../../../ui/piece-failed-to-load';
import { noTickets } from './no-tickets';
import { ticketCardColumns, ticketDetailsUnder, useTicketColumns } from './ticket-table';

interface TicketListSectionProps {
  address: ListAddress;
  list: UseQueryResult<TicketPage>;
  label: string;
  // The list's handler, priority, SLA and order choices.
  filters?: ReactNode;
}

// Opened only by an older link (?ticket=): its code loads then, not with every list.
const TicketDetailDialog = loadWhenWanted(
  async () => (await import('../detail/ticket-detail-dialog')).TicketDetailDialog,
  {
    failed: () => <PieceFailedToLoad />,
  },
);
const noMatch = (search: string) => ({
  title: `${messages.noTicketsLogged} with ${search}`,
  text: messages.noSearchResults,
});

// A row opens its ticket's page (the list stays in the address, so Back
// returns to it as it was). Older links open a ticket over its list
// (?ticket=); closing one steps back to the list without it.
function useOpenedTicket() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('ticket');
  return {
    viewing: requested && isUuid(requested) ? requested : null,
    open: (ticket: Ticket) => navigate(pathTo.ticket(ticket)),
    close: () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('ticket');
          return updated;
        },
        { replace: true },
      ),
  };
}

// Tickets: the search box, the table with its empty and
// no-match states, numbered pages; a row opens its ticket.
export function TicketListSection({ address, list, label, filters }: TicketListSectionProps) {
  const { viewing, open, close } = useOpenedTicket();
  const columns = useTicketColumns(open);

  return (
    <>
      <PagedList
        label={label}
        address={address}
        query={list}
        searchLabel="Search tickets"
        searchPlaceholder="Search title, handler, ID or status"
        error={list.isError && errorMessage(list.error)}
        columns={columns}
        detailsUnder={ticketDetailsUnder}
        cardColumns={ticketCardColumns}
        empty={noTickets}
        noMatch={noMatch}
        onOpen={open}
        filters={filters}
      />
      {viewing && <TicketDetailDialog ticketId={viewing} onClose={close} />}
    </>
  );
}
