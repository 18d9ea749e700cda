import type { DashboardGeneration, DashboardPeriod } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getDashboardGeneration = (filter: DashboardPeriod) =>
  apiRequest<DashboardGeneration>('/invoice/dashboard-generation/', { method: 'POST', body: { filter } });

export const dashboardGenerationQueryOptions = (filter: DashboardPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.invoices, 'dashboard', 'generation', filter],
    queryFn: () => getDashboardGeneration(filter),
  });

// The previous period's figures stay on screen while the next period's load.
export function useDashboardGeneration(filter: DashboardPeriod) {
  return useQuery({ ...dashboardGenerationQueryOptions(filter), placeholderData: keepPreviousData, ...liveQuery });
}
