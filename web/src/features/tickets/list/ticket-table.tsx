import { Button, Text, VisuallyHidden } from '@mantine/core';
import { type Ticket, ticketTableDateFormat, ticketTitleCut } from '@srm/contract';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { CutText } from '../../../ui/data-table/cut-text';
import { ListTable, type ListTableProps } from '../../../ui/data-table/list-table';
import { TicketStatusBadge } from '../../../ui/status-badge';

export const handlerNameOf = ({ handler }: Ticket) => (handler ? `${handler.first_name} ${handler.last_name}` : null);

// Tickets: Assigned To, Title, Status, Ticket ID, Created and
// a View action.
export function ticketColumns(onView: (ticket: Ticket) => void): DataTableColumn<Ticket>[] {
  return [
    {
      accessor: 'handler',
      title: 'Assigned To',
      noWrap: true,
      render: (ticket) =>
        handlerNameOf(ticket) ?? (
          <Text span size="sm" c="dimmed" fs="italic">
            Unassigned
          </Text>
        ),
    },
    {
      accessor: 'title',
      title: 'Title',
      noWrap: true,
      render: ({ title }) => <CutText text={title} length={ticketTitleCut} />,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: ({ status }) => <TicketStatusBadge status={status} />,
    },
    { accessor: 'reference', title: 'Ticket ID', noWrap: true },
    {
      accessor: 'created_at',
      title: 'Created',
      noWrap: true,
      render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      render: (ticket) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`View ticket ${ticket.reference}`}
          onClick={(event) => {
            // The row's own click would open the same ticket a second time.
            event.stopPropagation();
            onView(ticket);
          }}
        >
          View
        </Button>
      ),
    },
  ];
}

type TicketTableProps = Omit<ListTableProps<Ticket>, 'columns' | 'onOpen'> & { onView: (ticket: Ticket) => void };

// The tickets' columns over the shared list table; a row opens the ticket.
export function TicketTable({ onView, ...table }: TicketTableProps) {
  return <ListTable {...table} columns={ticketColumns(onView)} onOpen={onView} />;
}
