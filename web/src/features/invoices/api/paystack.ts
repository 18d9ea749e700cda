import type { ConnectPaystackBody, PaystackConnection } from '@srm/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// docs/product.md#payments: the organisation's Paystack account, the managers'.
export const paystackQueryOptions = queryOptions({
  queryKey: [...queryKeys.invoices, 'paystack'],
  queryFn: () => apiRequest<PaystackConnection>('/invoice/paystack/'),
});

export const usePaystackConnection = () => useQuery(paystackQueryOptions);

function useConnectionChange<Input>(change: (input: Input) => Promise<PaystackConnection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (connection) => queryClient.setQueryData(paystackQueryOptions.queryKey, connection),
  });
}

export const useConnectPaystack = () =>
  useConnectionChange((body: ConnectPaystackBody) =>
    apiRequest<PaystackConnection>('/invoice/paystack/', { method: 'PUT', body }),
  );

export const useDisconnectPaystack = () =>
  useConnectionChange(() => apiRequest<PaystackConnection>('/invoice/paystack/', { method: 'DELETE' }));
