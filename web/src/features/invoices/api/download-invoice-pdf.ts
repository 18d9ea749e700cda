import type { Invoice } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { saveBlobAsFile } from '../../../lib/save-as-file';

export const downloadInvoicePdf = (invoiceId: string) =>
  apiRequest<Blob>(`/invoice/invoice-pdf/${encodeURIComponent(invoiceId)}/`, { responseType: 'blob' });

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoice_number' | 'reference'>) => downloadInvoicePdf(invoice.id),
    onSuccess: (pdf, invoice) => saveBlobAsFile(pdf, `${invoice.invoice_number ?? invoice.reference}.pdf`),
  });
}
