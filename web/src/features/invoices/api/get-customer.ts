import type { StakeholderDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export interface Customer {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
}

// The list's rows carry no address: the chosen customer's record gives it, and its first phone.
export const getCustomer = (stakeholderId: string) =>
  apiRequest<StakeholderDetail>(`/profile/get-stakeholders/${encodeURIComponent(stakeholderId)}/`);

export const customerQueryOptions = (stakeholderId: string) =>
  queryOptions({
    queryKey: [...queryKeys.stakeholders, 'invoice-customer', stakeholderId],
    queryFn: () => getCustomer(stakeholderId),
  });

const customerOf = (record: StakeholderDetail): Customer => ({
  id: record.id,
  name: record.name,
  address: record.address,
  phone: record.phone[0] ?? null,
});

export function useCustomer(stakeholderId: string | null) {
  return useQuery({
    ...customerQueryOptions(stakeholderId ?? ''),
    enabled: stakeholderId !== null,
    select: customerOf,
  });
}
