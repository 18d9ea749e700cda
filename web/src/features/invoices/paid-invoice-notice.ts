import { notifications } from '@mantine/notifications';
import { messages } from '@srm/contract';
import type { QueryClient } from '@tanstack/react-query';
import { invoiceQueryOptions } from './api/get-invoice';
import { invoiceNumberOf } from './invoice-look';

// Beyond this many at once, one notice counts them rather than naming each.
const namedAtMost = 3;

// The live event 'invoice.paid' (sent to managers and executives only): tells
// the signed-in user, naming each invoice by its number when it can be read.
export async function announcePaidInvoices(queryClient: QueryClient, ids: string[]) {
  if (ids.length > namedAtMost) {
    notifications.show({ color: 'green', message: `${ids.length} invoices were paid` });
    return;
  }
  for (const id of ids) {
    const invoice = await queryClient.fetchQuery({ ...invoiceQueryOptions(id), staleTime: 0 }).catch(() => null);
    notifications.show({
      color: 'green',
      message: invoice ? `Invoice ${invoiceNumberOf(invoice)} was paid` : messages.invoicePaidNotice,
    });
  }
}
