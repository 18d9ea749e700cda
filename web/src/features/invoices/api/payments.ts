import type { Invoice, InvoicePayment, RecordPaymentBody, ReversePaymentBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { saveBlobAsFile } from '../../../lib/save-as-file';
import { keepInvoice } from './invoice-action';

// docs/product.md#payments: each answers the invoice as it now is.
export const recordPayment = ({ invoiceId, body }: { invoiceId: string; body: RecordPaymentBody }) =>
  apiRequest<Invoice>(`/invoice/record-payment/${encodeURIComponent(invoiceId)}/`, { method: 'POST', body });

export const reversePayment = ({ paymentId, body }: { paymentId: string; body: ReversePaymentBody }) =>
  apiRequest<Invoice>(`/invoice/reverse-payment/${encodeURIComponent(paymentId)}/`, { method: 'POST', body });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reversePayment, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (payment: Pick<InvoicePayment, 'id' | 'receipt_number'>) =>
      apiRequest<Blob>(`/invoice/receipt-pdf/${encodeURIComponent(payment.id)}/`, { responseType: 'blob' }),
    onSuccess: (pdf, payment) => saveBlobAsFile(pdf, `${payment.receipt_number}.pdf`),
  });
}
