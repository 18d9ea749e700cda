import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Invoice, messages, pathTo } from '@srm/contract';
import { IconCash, IconDownload, IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { useSendInvoice } from '../api/send-invoice';
import type { useNavigateLater } from '../use-navigate-later';

const failed = (error: unknown, otherwise: string) =>
  notifications.show({ color: 'red', message: errorMessage(error, { 500: otherwise }) });

// Once sent, the pending view. A send above the user's approval
// limit is refused by the server, whose words are shown.
export function SendNowButton({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const send = useSendInvoice({
    onSuccess: (sent) => {
      notifications.show({ color: 'green', message: messages.invoiceSent });
      void navigate(pathTo.invoiceFor(sent));
    },
    onError: (error) => failed(error, messages.invoiceSendFailed),
  });
  const click = () => send.mutate(invoice.id);
  return (
    <Button leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} onClick={click}>
      Send now
    </Button>
  );
}

// Whatever is left, paid today (docs/product.md#payments). After marking paid, the paid view 1.5 s later. The page
// waits (`later`), as this button leaves with the pending status.
export function MarkPaidButton({ invoice, later }: { invoice: Invoice; later: ReturnType<typeof useNavigateLater> }) {
  const { navigateLater, leaving } = later;
  const markPaid = useMarkInvoicePaid({
    onSuccess: (paid) => {
      notifications.show({ color: 'green', message: messages.invoiceMarkedPaid });
      navigateLater(pathTo.invoiceFor(paid));
    },
    onError: (error) => failed(error, messages.invoiceMarkPaidFailed),
  });
  const click = () => markPaid.mutate(invoice.id);
  return (
    <Button
      variant="default"
      leftSection={<IconCash size={16} aria-hidden />}
      loading={markPaid.isPending || leaving}
      onClick={click}
    >
      Mark as paid
    </Button>
  );
}

export function DownloadPdfButton({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoicePdf();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(invoice, { onError: (error) => failed(error, messages.invoiceFetchFailed) })}
    >
      Download PDF
    </Button>
  );
}
