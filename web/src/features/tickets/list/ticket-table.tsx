import { Badge, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type Tag, type Ticket, ticketTableDateFormat, ticketTitleCut } from '@srm/contract';
import dayjs from 'dayjs';
import { TagBadges, useTagList } from '../../../lib/tags';
import { useNow } from '../../../lib/use-now';
import type { ListColumn } from '../../../ui/data-table/column-fit';
import { CutText } from '../../../ui/data-table/cut-text';
import { ListTable, type ListTableProps } from '../../../ui/data-table/list-table';
import { TicketStatusBadge } from '../../../ui/status-badge';
import { optionLabel } from '../create/ticket-choices';
import { dueText } from './due-text';

export const handlerNameOf = ({ handler }: Ticket) => (handler ? `${handler.first_name} ${handler.last_name}` : null);

const priorityColours = { low: 'gray', medium: 'blue', high: 'red' } as const;

// 'in 3 h' counts down while the list stays open, as a deadline on a wall clock would.
const dueRefreshMs = 60_000;

function Due({ ticket }: { ticket: Ticket }) {
  const text = dueText(ticket, useNow(dueRefreshMs));
  if (!text)
    return (
      <Text span size="sm" c="dimmed" aria-label="No deadline: resolved">
        —
      </Text>
    );
  const late = text.startsWith('overdue');
  return (
    <Text
      span
      size="sm"
      c={late ? 'red' : undefined}
      fw={late ? 600 : undefined}
      title={dayjs(ticket.due_at).format(ticketTableDateFormat)}
    >
      {text}
    </Text>
  );
}

// At phone width each ticket is a card of these (ui/data-table/list-table.tsx).
export const ticketCardColumns = ['title', 'reference', 'status', 'priority', 'due_at', 'actions'];

// Tickets: Assigned To, Title, Stakeholder, Priority, Status, Due, Ticket ID,
// Created and a View action (docs/product.md#tickets). Where the table is
// narrow, Created gives way first, then Stakeholder, Ticket ID, Assigned To,
// Priority, Due and Status, each shown under the title instead.
export const ticketDetailsUnder = 'title';

function ticketColumns(onView: (ticket: Ticket) => void, tags: readonly Tag[] | undefined): ListColumn<Ticket>[] {
  return [
    {
      accessor: 'handler',
      title: 'Assigned To',
      noWrap: true,
      givesWay: 4,
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
      // The ticket's tags under its title (docs/product.md#tags), on a row and on a phone's card.
      render: ({ title, tag_ids }) => (
        <Stack gap={2}>
          <CutText text={title} length={ticketTitleCut} />
          <TagBadges ids={tag_ids} tags={tags} />
        </Stack>
      ),
    },
    {
      accessor: 'stakeholder',
      title: 'Stakeholder',
      noWrap: true,
      givesWay: 2,
      render: ({ stakeholder }) => <CutText text={stakeholder.name} length={ticketTitleCut} />,
    },
    {
      accessor: 'priority',
      title: 'Priority',
      noWrap: true,
      givesWay: 5,
      render: ({ priority }) => (
        <Badge variant="dot" color={priorityColours[priority]} miw="max-content">
          {optionLabel(priority)}
        </Badge>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      givesWay: 7,
      render: ({ status }) => <TicketStatusBadge status={status} />,
    },
    { accessor: 'due_at', title: 'Due', noWrap: true, givesWay: 6, render: (ticket) => <Due ticket={ticket} /> },
    { accessor: 'reference', title: 'Ticket ID', noWrap: true, givesWay: 3 },
    {
      accessor: 'created_at',
      title: 'Created',
      noWrap: true,
      givesWay: 1,
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

export function useTicketColumns(onView: (ticket: Ticket) => void) {
  return ticketColumns(onView, useTagList());
}

type TicketTableProps = Omit<ListTableProps<Ticket>, 'columns' | 'onOpen'> & { onView: (ticket: Ticket) => void };

// The tickets' columns over the shared list table; a row opens the ticket.
export function TicketTable({ onView, ...table }: TicketTableProps) {
  const columns = useTicketColumns(onView);
  return (
    <ListTable
      {...table}
      columns={columns}
      detailsUnder={ticketDetailsUnder}
      cardColumns={ticketCardColumns}
      onOpen={onView}
    />
  );
}
