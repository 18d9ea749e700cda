import type { CreateInvoiceBody, Invoice } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { keepInvoice } from './invoice-action';

export const createInvoice = (body: CreateInvoiceBody) =>
  apiRequest<Invoice>('/invoice/create-invoice/', { method: 'POST', body });

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => keepInvoice(queryClient, invoice),
  });
}
