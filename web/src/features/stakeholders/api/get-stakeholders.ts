import { listPageSize, type StakeholderPage, type StakeholderSort, type StakeholderType } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export interface StakeholderListQuery {
  page: number;
  search: string;
  type?: StakeholderType | undefined;
  // docs/product.md#stakeholder-options: one group company's or one industry's records (an option's key).
  primaryEntity?: string | undefined;
  industry?: string | undefined;
  // docs/product.md#tags: only records holding this tag.
  tag?: string | undefined;
  sort: StakeholderSort;
  // Only records from one of whose emails feedback was sent (/feedbacks-stakeholders).
  sentFeedback?: boolean;
}

export function getStakeholders({
  sentFeedback,
  page,
  search,
  type,
  primaryEntity,
  industry,
  tag,
  sort,
}: StakeholderListQuery) {
  const path = sentFeedback ? '/profile/feedback-stakeholders/' : '/profile/get-stakeholders/';
  const query = {
    page,
    page_size: listPageSize,
    search,
    type,
    primary_entity_at_antigravity: primaryEntity,
    industry_or_sector: industry,
    tag,
    sort,
  };
  return apiRequest<StakeholderPage>(path, { query });
}

export const stakeholderListQueryOptions = (query: StakeholderListQuery) =>
  queryOptions({ queryKey: [...queryKeys.stakeholders, 'list', query], queryFn: () => getStakeholders(query) });

// The rows under the key every list table reads (the API names it stakeholder_data).
const asListPage = ({ stakeholder_data, ...page }: StakeholderPage) => ({ ...page, results: stakeholder_data });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useStakeholderList(query: StakeholderListQuery) {
  return useQuery({
    ...stakeholderListQueryOptions(query),
    select: asListPage,
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}
