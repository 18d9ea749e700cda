import type { FeedbackForm } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Public: whether a form's address names a real organisation, its name, and the
// organisation's product of that address, if it has one.
export function getFeedbackForm(organizationId: string, product: string) {
  return apiRequest<FeedbackForm>(`/ticket/feedback-form/${encodeURIComponent(organizationId)}/`, {
    query: { product },
  });
}

export const feedbackFormQueryOptions = (organizationId: string, product: string) =>
  queryOptions({
    queryKey: [...queryKeys.feedbackForm, organizationId, product],
    queryFn: () => getFeedbackForm(organizationId, product),
  });

// Not asked for an address that cannot name an organisation (not a UUID).
export function useFeedbackForm(organizationId: string, product: string, enabled: boolean) {
  return useQuery({ ...feedbackFormQueryOptions(organizationId, product), enabled });
}
