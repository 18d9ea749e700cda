import { Text } from '@mantine/core';
import { formatNaira, type InvoiceSummary, isOwed, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import type { ListColumn } from '../../../ui/data-table/column-fit';
import { CutText } from '../../../ui/data-table/cut-text';
import { invoiceNumberOf } from '../invoice-look';
import { InvoiceStatusBadge } from '../invoice-status-badge';

const tableDayFormat = 'MMM DD, YYYY';

// Columns: Customer, Request Date, Invoice Number, Due Date, Status, Amount (and what is left of it; a phone shows each on its card).
// Where the table is narrow, Request Date gives way first, then Due Date,
// Invoice Number and Status, each shown under the customer instead.
export const invoiceColumns: ListColumn<InvoiceSummary>[] = [
  {
    accessor: 'stakeholder.name',
    title: 'Customer',
    noWrap: true,
    render: ({ stakeholder }) => <CutText text={stakeholder.name} length={30} />,
  },
  {
    accessor: 'created_at',
    title: 'Request Date',
    noWrap: true,
    givesWay: 1,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
  { accessor: 'invoice_number', title: 'Invoice Number', noWrap: true, givesWay: 3, render: invoiceNumberOf },
  // A day without its time, in the table's own way (Apr 01, 2026).
  {
    accessor: 'due_date',
    title: 'Due Date',
    noWrap: true,
    givesWay: 2,
    render: ({ due_date }) => dayjs(due_date).format(tableDayFormat),
  },
  {
    accessor: 'payment_status',
    title: 'Status',
    noWrap: true,
    givesWay: 4,
    render: (row) => <InvoiceStatusBadge invoice={row} />,
  },
  {
    accessor: 'amount',
    title: 'Amount',
    noWrap: true,
    textAlign: 'right',
    // Paid or credited in part, what is left under it (docs/product.md#payments).
    render: ({ amount, balance, payment_status }) =>
      isOwed(payment_status) && balance < amount ? (
        <>
          {formatNaira(amount)}
          <Text span display="block" size="xs" c="dimmed">
            {formatNaira(balance)} left
          </Text>
        </>
      ) : (
        formatNaira(amount)
      ),
  },
];
