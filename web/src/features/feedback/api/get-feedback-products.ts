import type { FeedbackProducts } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getFeedbackProducts() {
  return apiRequest<FeedbackProducts>('/ticket/feedback-products/');
}

export const feedbackProductsQueryOptions = queryOptions({
  queryKey: [...queryKeys.feedback, 'products'],
  queryFn: getFeedbackProducts,
});

export function useFeedbackProducts() {
  return useQuery(feedbackProductsQueryOptions);
}
