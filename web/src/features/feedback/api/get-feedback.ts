import type { FeedbackDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getFeedback(id: string) {
  return apiRequest<FeedbackDetail>(`/ticket/get-single-feedback/${encodeURIComponent(id)}/`);
}

export const feedbackQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.feedback, 'detail', id], queryFn: () => getFeedback(id) });

// Not asked for an address that cannot name a feedback (not a UUID).
export function useFeedback(id: string, enabled = true) {
  return useQuery({ ...feedbackQueryOptions(id), enabled });
}
