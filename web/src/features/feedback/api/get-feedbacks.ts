import { type FeedbackPage, type FilterFeedbacksBody, listPageSize } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export interface FeedbackListQuery {
  // A product slug: that product's feedbacks only.
  product?: string | undefined;
  page: number;
  search: string;
}

// Every feedback is get-feedbacks; one product's is filter-feedbacks.
export function getFeedbacks({ product, page, search }: FeedbackListQuery) {
  if (!product) {
    return apiRequest<FeedbackPage>('/ticket/get-feedbacks/', {
      query: { page, page_size: listPageSize, search },
    });
  }
  const body: FilterFeedbacksBody = {
    project_name: product,
    page,
    page_size: listPageSize,
    search: search || undefined,
  };
  return apiRequest<FeedbackPage>('/ticket/filter-feedbacks/', { method: 'POST', body });
}

export const feedbackListQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({ queryKey: [...queryKeys.feedback, 'list', query], queryFn: () => getFeedbacks(query) });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useFeedbackList(query: FeedbackListQuery) {
  return useQuery({ ...feedbackListQueryOptions(query), placeholderData: keepPreviousData });
}
