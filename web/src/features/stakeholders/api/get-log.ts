import type { Log } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getLog = (logId: string) => apiRequest<Log>(`/profile/get-log/${encodeURIComponent(logId)}/`);

export const logQueryOptions = (logId: string) =>
  queryOptions({ queryKey: [...queryKeys.stakeholders, 'log', logId], queryFn: () => getLog(logId) });

// Asked only once there is an id to ask about.
export function useLog(logId: string) {
  return useQuery({ ...logQueryOptions(logId), enabled: logId !== '', ...liveQuery });
}
