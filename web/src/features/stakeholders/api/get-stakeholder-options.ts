import type { StakeholderOptions } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const getStakeholderOptions = () => apiRequest<StakeholderOptions>('/profile/stakeholder-options/');

// docs/product.md#stakeholder-options: every list in its order, retired options too, so a record holding
// one still shows its label. The forms, the record's page and its history all read this one query.
export const stakeholderOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stakeholderOptions, queryFn: getStakeholderOptions });

export function useStakeholderOptions() {
  return useQuery(stakeholderOptionsQueryOptions());
}
