import type { EditInvoiceBody, Invoice } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { keepInvoice } from './invoice-action';

export const editInvoice = ({ invoiceId, body }: { invoiceId: string; body: EditInvoiceBody }) =>
  apiRequest<Invoice>(`/invoice/edit-invoice/${encodeURIComponent(invoiceId)}/`, { method: 'PUT', body });

export function useEditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editInvoice,
    onSuccess: (invoice) => keepInvoice(queryClient, invoice),
  });
}
