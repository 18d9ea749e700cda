import type {
  CreditNoteBody,
  Invoice,
  InvoiceCreditNote,
  InvoicePayment,
  RecordPaymentBody,
  ReversePaymentBody,
} from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { saveBlobAsFile } from '../../../lib/save-as-file';
import { type ActionCallbacks, useInvoiceAction } from './invoice-action';

// docs/product.md#payments: each answers the invoice as it now is.
export const recordPayment = ({ invoiceId, body }: { invoiceId: string; body: RecordPaymentBody }) =>
  apiRequest<Invoice>(`/invoice/record-payment/${encodeURIComponent(invoiceId)}/`, { method: 'POST', body });

export const reversePayment = ({ paymentId, body }: { paymentId: string; body: ReversePaymentBody }) =>
  apiRequest<Invoice>(`/invoice/reverse-payment/${encodeURIComponent(paymentId)}/`, { method: 'POST', body });

// Callbacks are given to the hook (invoice-action.ts): a payment that settles the invoice redraws the page
// without the dialog that asked for it.
export const useRecordPayment = (callbacks?: ActionCallbacks<Invoice>) => useInvoiceAction(recordPayment, callbacks);

export const useReversePayment = (callbacks?: ActionCallbacks<Invoice>) => useInvoiceAction(reversePayment, callbacks);

export const issueCreditNote = ({ invoiceId, body }: { invoiceId: string; body: CreditNoteBody }) =>
  apiRequest<Invoice>(`/invoice/credit-note/${encodeURIComponent(invoiceId)}/`, { method: 'POST', body });

export const useIssueCreditNote = (callbacks?: ActionCallbacks<Invoice>) =>
  useInvoiceAction(issueCreditNote, callbacks);

export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: (note: Pick<InvoiceCreditNote, 'id' | 'credit_note_number'>) =>
      apiRequest<Blob>(`/invoice/credit-note-pdf/${encodeURIComponent(note.id)}/`, { responseType: 'blob' }),
    onSuccess: (pdf, note) => saveBlobAsFile(pdf, `${note.credit_note_number}.pdf`),
  });
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (payment: Pick<InvoicePayment, 'id' | 'receipt_number'>) =>
      apiRequest<Blob>(`/invoice/receipt-pdf/${encodeURIComponent(payment.id)}/`, { responseType: 'blob' }),
    onSuccess: (pdf, payment) => saveBlobAsFile(pdf, `${payment.receipt_number}.pdf`),
  });
}
