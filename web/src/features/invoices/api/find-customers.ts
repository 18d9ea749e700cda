import type { StakeholderPage, StakeholderSummary } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// The Request Payment modal finds the customer among the stakeholder records
// the user may see, by email (the stakeholder search also matches emails).
export const findCustomers = (search: string) =>
  apiRequest<StakeholderPage>('/profile/get-stakeholders/', { query: { search, page: 1 } });

// Under the stakeholders key: a record added or edited changes the answers.
export const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.stakeholders, 'invoice-customers', search],
    queryFn: () => findCustomers(search),
  });

const recordsOf = (page: StakeholderPage): StakeholderSummary[] => page.stakeholder_data;

// The last answer stays on screen while the next search runs, so the options don't flash.
export function useCustomerSearch(search: string) {
  return useQuery({
    ...customerSearchQueryOptions(search),
    enabled: search !== '',
    select: recordsOf,
    placeholderData: keepPreviousData,
  });
}
