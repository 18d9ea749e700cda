import type { StakeholderDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getStakeholder = (stakeholderId: string) =>
  apiRequest<StakeholderDetail>(`/profile/get-stakeholders/${encodeURIComponent(stakeholderId)}/`);

export const stakeholderQueryOptions = (stakeholderId: string) =>
  queryOptions({
    queryKey: [...queryKeys.stakeholders, 'detail', stakeholderId],
    queryFn: () => getStakeholder(stakeholderId),
  });

export function useStakeholder(stakeholderId: string) {
  return useQuery({ ...stakeholderQueryOptions(stakeholderId), ...liveQuery });
}
