import { type LogPage, listPageSize } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export interface LogListQuery {
  // As the API counts: the first page is 0 (docs/product.md#api-conventions).
  page: number;
  // One stakeholder's logs; left out, the organisation's.
  stakeholderId?: string | undefined;
}

export const getLogs = ({ page, stakeholderId }: LogListQuery) =>
  apiRequest<LogPage>(`/profile/get-logs/${page}/`, {
    query: { customer_id: stakeholderId, page_size: listPageSize },
  });

export const logListQueryOptions = (query: LogListQuery) =>
  queryOptions({ queryKey: [...queryKeys.stakeholders, 'logs', query], queryFn: () => getLogs(query) });

// The page as every list table reads it: the log API always counts exactly.
const asListPage = (page: LogPage) => ({ ...page, count_capped: false });

// The previous page stays on screen while the next one loads, so the list doesn't jump.
export function useLogs(query: LogListQuery) {
  return useQuery({
    ...logListQueryOptions(query),
    select: asListPage,
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}
