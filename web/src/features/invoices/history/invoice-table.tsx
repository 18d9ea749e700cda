import { formatNaira, type InvoiceSummary, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { CutText } from '../../../ui/data-table/cut-text';
import { invoiceNumberOf } from '../invoice-look';
import { InvoiceStatusBadge } from '../invoice-status-badge';

const tableDayFormat = 'MMM DD, YYYY';

// Columns: Customer, Request Date, Invoice Number, Due Date, Status, Amount (a phone shows each on its card).
export const invoiceColumns: DataTableColumn<InvoiceSummary>[] = [
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
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
  { accessor: 'invoice_number', title: 'Invoice Number', noWrap: true, render: invoiceNumberOf },
  // A day without its time, in the table's own way (Apr 01, 2026).
  {
    accessor: 'due_date',
    title: 'Due Date',
    noWrap: true,
    render: ({ due_date }) => dayjs(due_date).format(tableDayFormat),
  },
  { accessor: 'payment_status', title: 'Status', noWrap: true, render: (row) => <InvoiceStatusBadge invoice={row} /> },
  {
    accessor: 'amount',
    title: 'Amount',
    noWrap: true,
    textAlign: 'right',
    render: ({ amount }) => formatNaira(amount),
  },
];
