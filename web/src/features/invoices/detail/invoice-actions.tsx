import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Invoice, isOwed, pathTo } from '@srm/contract';
import { IconCopy, IconPencil, IconReceipt, IconReceiptRefund } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can';
import { completeColour } from '../../../ui/complete-colour';
import { useNavigateLater } from '../use-navigate-later';
import { CancelInvoiceButton, DeleteInvoiceButton } from './confirmed-actions';
import { CreditNoteModal } from './credit-note-modal';
import { DuplicateInvoiceModal } from './duplicate-invoice-modal';
import { DownloadPdfButton, MarkPaidButton, SendNowButton } from './invoice-action-buttons';
import { RecordPaymentModal } from './record-payment-modal';
import { useMayCancel } from './use-may-cancel';

// A draft's Send now, Duplicate, Edit, Delete; a pending
// invoice's Record payment, Mark as paid, Duplicate, Edit, Cancel, Delete and its PDF; one paid in part the same
// but Edit and Delete (its payments stand); a paid (or cancelled) one's PDF and Duplicate. Each only to those who
// may (the server refuses the others too). Deleting changes the invoice: it needs edit_invoice.
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const canSend = useCan('send_invoice');
  const canEdit = useCan('edit_invoice');
  const canCreate = useCan('create_invoice');
  const canMarkPaid = useCan('mark_as_paid');
  const [duplicating, duplicate] = useDisclosure(false);
  const later = useNavigateLater();
  const status = invoice.payment_status;
  // Once paid or credited in part, it stays as it was sent (docs/product.md#payments).
  const open = status === 'draft' || (status === 'pending' && invoice.amount_credited === 0);
  const owed = isOwed(status);
  const mayCancel = useMayCancel(owed);
  const [recording, record] = useDisclosure(false);
  const canCredit = useCan('issue_credit_note');
  const [crediting, credit] = useDisclosure(false);

  return (
    <Group gap="sm">
      {status === 'draft' && canSend && <SendNowButton invoice={invoice} />}
      {owed && canMarkPaid && (
        <Button color={completeColour} leftSection={<IconReceipt size={16} aria-hidden />} onClick={record.open}>
          Record payment
        </Button>
      )}
      {owed && canMarkPaid && <MarkPaidButton invoice={invoice} later={later} />}
      {open && canEdit && (
        <Button
          component={Link}
          to={pathTo.editInvoice(invoice.id)}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit
        </Button>
      )}
      {canCreate && (
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={duplicate.open}>
          Duplicate
        </Button>
      )}
      {owed && canCredit && (
        <Button variant="light" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={credit.open}>
          Issue credit note
        </Button>
      )}
      {status !== 'draft' && <DownloadPdfButton invoice={invoice} />}
      {mayCancel && <CancelInvoiceButton invoice={invoice} />}
      {open && canEdit && <DeleteInvoiceButton invoice={invoice} />}
      {canCreate && <DuplicateInvoiceModal invoice={invoice} opened={duplicating} onClose={duplicate.close} />}
      {/* Kept while open: a payment that settles the invoice closes it itself. */}
      {canMarkPaid && <RecordPaymentModal invoice={invoice} opened={recording} onClose={record.close} />}
      {canCredit && <CreditNoteModal invoice={invoice} opened={crediting} onClose={credit.close} />}
    </Group>
  );
}
