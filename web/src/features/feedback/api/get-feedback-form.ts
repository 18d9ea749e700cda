import { type FeedbackForm, feedbackFormRead } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicQuery } from '../../../lib/public-requests';

// Public: whether a form's address names a real organisation, its name, and the
// organisation's product of that address, if it has one.
export function getFeedbackForm(organizationId: string, product: string, signal?: AbortSignal) {
  return apiRequest<FeedbackForm>(feedbackFormRead(organizationId, product), { signal });
}

// Not asked for an address that cannot name an organisation (not a UUID).
export function useFeedbackForm(organizationId: string, product: string, enabled: boolean) {
  return usePublicQuery(`${organizationId}/${product}`, (signal) => getFeedbackForm(organizationId, product, signal), {
    enabled,
  });
}
