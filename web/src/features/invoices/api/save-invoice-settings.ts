import type { InvoiceSettings, InvoiceSettingsBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import { invoiceSettingsQueryOptions } from './get-invoice-settings';

// The fields given change, the others keep their value.
export const saveInvoiceSettings = (body: InvoiceSettingsBody) =>
  apiRequest<InvoiceSettings>('/invoice/invoice-settings/', { method: 'POST', body });

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(invoiceSettingsQueryOptions.queryKey, settings);
      return refreshAfter(queryClient, 'invoice');
    },
  });
}
