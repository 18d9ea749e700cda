import type { InvoiceSettings } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const getInvoiceSettings = () => apiRequest<InvoiceSettings>('/invoice/invoice-settings/');

// Under the invoices key: sending an invoice moves the next number on.
export const invoiceSettingsQueryOptions = queryOptions({
  queryKey: [...queryKeys.invoices, 'settings'],
  queryFn: getInvoiceSettings,
});

// An invoice's page asks only when it may offer to cancel (a pending invoice).
export function useInvoiceSettings(enabled = true) {
  return useQuery({ ...invoiceSettingsQueryOptions, enabled });
}
