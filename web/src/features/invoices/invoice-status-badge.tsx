import { Badge } from '@mantine/core';
import type { InvoiceSummary } from '@srm/contract';
import { readableTextOf } from '../../ui/status-badge';
import { shownStatusOf, statusLabels } from './invoice-look';

// docs/product.md#invoices: status badges are red unless paid (green) or paid in part (orange).
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceSummary, 'payment_status' | 'overdue'> }) {
  const status = shownStatusOf(invoice);
  const colour = status === 'paid' ? 'green' : status === 'partially_paid' ? 'orange' : 'red';
  return (
    <Badge variant="light" color={colour} c={readableTextOf(colour)} miw="max-content" data-colour={colour}>
      {statusLabels[status]}
    </Badge>
  );
}
