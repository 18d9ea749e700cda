import type { FeedbackProducts } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { feedbackKey } from './feedback-key';

export function getFeedbackProducts() {
  return apiRequest<FeedbackProducts>('/ticket/feedback-products/');
}

export const feedbackProductsQueryOptions = queryOptions({
  queryKey: [...feedbackKey, 'products'],
  queryFn: getFeedbackProducts,
});

export function useFeedbackProducts() {
  return useQuery(feedbackProductsQueryOptions);
}
