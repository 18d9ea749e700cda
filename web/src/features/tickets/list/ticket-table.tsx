import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type Ticket, ticketTableDateFormat, ticketTitleCut } from '@srm/contract';
import dayjs from 'dayjs';
import { DataTable, type DataTablePaginationProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { CutText } from '../../../ui/cut-text';
import { TicketStatusBadge } from '../ticket-status-badge';

export interface TicketPagination {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
}

interface TicketTableProps {
  records: Ticket[];
  fetching: boolean;
  // Shown when there are no records: a heading and a line under it.
  empty: { title: string; text: string };
  onView: (ticket: Ticket) => void;
  // Left out, the table shows its records without page controls (the dashboard).
  pagination?: TicketPagination;
  label?: string;
}

export const handlerNameOf = ({ handler }: Ticket) => (handler ? `${handler.first_name} ${handler.last_name}` : null);

function EmptyTickets({ title, text }: TicketTableProps['empty']) {
  return (
    <Stack gap={4} align="center" ta="center" px="md">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

// Spec part 1 §2 "Tickets": Assigned To, Title, Status, Ticket ID, Created and
// a View action. Cells do not wrap: at phone width the table scrolls sideways
// inside its frame instead of squeezing the columns.
export function TicketTable({ records, fetching, empty, onView, pagination, label = 'Tickets' }: TicketTableProps) {
  const emptyState: ReactNode = fetching && records.length === 0 ? <span /> : <EmptyTickets {...empty} />;
  const paging: DataTablePaginationProps = pagination
    ? {
        page: pagination.page,
        onPageChange: pagination.onPageChange,
        totalRecords: pagination.totalRecords,
        recordsPerPage: pagination.pageSize,
        paginationText: ({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`,
      }
    : {};

  return (
    <DataTable<Ticket>
      aria-label={label}
      withTableBorder
      borderRadius="md"
      minHeight={records.length === 0 ? 200 : undefined}
      highlightOnHover
      records={records}
      fetching={fetching}
      emptyState={emptyState}
      onRowClick={({ record }) => onView(record)}
      {...paging}
      columns={[
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
      ]}
    />
  );
}
