import type { DashboardByPlan, DashboardPeriod } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getDashboardByPlan = (filter: DashboardPeriod) =>
  apiRequest<DashboardByPlan>('/invoice/dashboard-by-plan/', { method: 'POST', body: { filter } });

export const dashboardByPlanQueryOptions = (filter: DashboardPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.invoices, 'dashboard', 'by-plan', filter],
    queryFn: () => getDashboardByPlan(filter),
  });

// The previous period's figures stay on screen while the next period's load.
export function useDashboardByPlan(filter: DashboardPeriod) {
  return useQuery({ ...dashboardByPlanQueryOptions(filter), placeholderData: keepPreviousData, ...liveQuery });
}
