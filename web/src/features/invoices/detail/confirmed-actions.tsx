import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Invoice, messages, paths } from '@srm/contract';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useDeleteInvoice } from '../api/delete-invoice';
import { invoiceNumberOf } from '../invoice-look';

// After delete, the invoice history.
export function DeleteInvoiceButton({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const [asking, { open, close }] = useDisclosure(false);
  const remove = useDeleteInvoice({
    onSuccess: () => {
      notifications.show({ color: 'green', message: messages.invoiceDeleted });
      void navigate(paths.invoiceHistory);
    },
    onError: (error) => {
      close();
      notifications.show({ color: 'red', message: errorMessage(error, { 500: messages.invoiceDeleteFailed }) });
    },
  });
  const confirm = () => remove.mutate(invoice);
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Delete invoice ${invoiceNumberOf(invoice)}?`}
        confirmLabel="Delete Invoice"
        confirming={remove.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}

// docs/product.md#invoices: a sent invoice may end cancelled; whether cancelling
// is allowed, and by whom, the invoice settings say and the server checks.
export function CancelInvoiceButton({ invoice }: { invoice: Invoice }) {
  const [asking, { open, close }] = useDisclosure(false);
  const cancel = useCancelInvoice({
    onSuccess: () => {
      close();
      notifications.show({ color: 'green', message: messages.invoiceCancelled });
    },
    onError: (error) => {
      close();
      notifications.show({ color: 'red', message: errorMessage(error, { 500: messages.invoiceCancelFailed }) });
    },
  });
  const confirm = () => cancel.mutate(invoice.id);
  return (
    <>
      <Button color="red" variant="default" leftSection={<IconBan size={16} aria-hidden />} onClick={open}>
        Cancel invoice
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Cancel invoice ${invoiceNumberOf(invoice)}?`}
        confirmLabel="Yes, cancel it"
        confirming={cancel.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Text c="dimmed">
          The customer no longer owes it: a credit note for what is left is emailed to them. It stays in the history as
          cancelled.
        </Text>
      </ConfirmDialog>
    </>
  );
}
