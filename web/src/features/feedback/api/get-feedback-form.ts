import type { FeedbackForm } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Public: whether a form's address names a real organisation, and its name.
export function getFeedbackForm(organizationId: string) {
  return apiRequest<FeedbackForm>(`/ticket/feedback-form/${encodeURIComponent(organizationId)}/`);
}

export const feedbackFormQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.feedbackForm, organizationId],
    queryFn: () => getFeedbackForm(organizationId),
  });

// Not asked for an address that cannot name an organisation (not a UUID).
export function useFeedbackForm(organizationId: string, enabled: boolean) {
  return useQuery({ ...feedbackFormQueryOptions(organizationId), enabled });
}
