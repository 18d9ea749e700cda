import { Anchor, Stack, Text } from '@mantine/core';
import { formatNaira, type Invoice, pathTo, type StaffReference } from '@srm/contract';
import { Link } from 'react-router';
import { formatDetailDate } from '../../../lib/dates';

const nameOf = (staff: StaffReference | null) => (staff ? `${staff.first_name} ${staff.last_name}` : null);
const by = (staff: StaffReference | null) => (staff ? ` by ${nameOf(staff)}` : '');

// Who did what to the invoice, when the server says: who sent it under which
// approval limit, who marked it paid or cancelled it, what it copies.
export function InvoiceHistoryNotes({ invoice }: { invoice: Invoice }) {
  const notes = [
    invoice.sent_by &&
      `Sent by ${nameOf(invoice.sent_by)}${invoice.approval_limit !== null ? `, whose approval limit was ${formatNaira(invoice.approval_limit)}` : ''}.`,
    invoice.paid_date && `Paid on ${formatDetailDate(invoice.paid_date)}${by(invoice.paid_by)}.`,
    invoice.cancelled_date && `Cancelled on ${formatDetailDate(invoice.cancelled_date)}${by(invoice.cancelled_by)}.`,
  ].filter((note): note is string => Boolean(note));
  const original = invoice.duplicate_of;
  if (notes.length === 0 && !original) return null;
  return (
    <Stack gap={4}>
      {notes.map((note) => (
        <Text key={note} size="sm">
          {note}
        </Text>
      ))}
      {original && (
        <Text size="sm">
          A copy of{' '}
          <Anchor component={Link} to={pathTo.invoice(original.id)}>
            {original.invoice_number ?? 'another invoice'}
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
