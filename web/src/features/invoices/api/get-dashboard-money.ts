import type { DashboardMoney, DashboardPeriod } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getDashboardMoney = (filter: DashboardPeriod) =>
  apiRequest<DashboardMoney>('/invoice/dashboard-money/', { method: 'POST', body: { filter } });

export const dashboardMoneyQueryOptions = (filter: DashboardPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.invoices, 'dashboard', 'money', filter],
    queryFn: () => getDashboardMoney(filter),
  });

// The previous period's figures stay on screen while the next period's load.
export function useDashboardMoney(filter: DashboardPeriod) {
  return useQuery({ ...dashboardMoneyQueryOptions(filter), placeholderData: keepPreviousData, ...liveQuery });
}
