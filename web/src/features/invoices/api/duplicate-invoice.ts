import type { DuplicateInvoiceBody, Invoice } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { keepInvoice } from './invoice-action';

// The copy is a new draft on the server, numbered 'DUP-' and the original's number.
export const duplicateInvoice = ({ invoiceId, body }: { invoiceId: string; body: DuplicateInvoiceBody }) =>
  apiRequest<Invoice>(`/invoice/duplicate-invoice/${encodeURIComponent(invoiceId)}/`, { method: 'POST', body });

export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateInvoice, onSuccess: (copy) => keepInvoice(queryClient, copy) });
}
