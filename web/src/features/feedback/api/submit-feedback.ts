import type { FeedbackReceipt, FeedbackSubmission } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';

export interface FeedbackToSubmit {
  organizationId: string;
  fields: FeedbackSubmission;
  attachments: File[];
}

// Public, multipart (docs/product.md#feedback): the text fields, then one `attachments`
// part per image. Fields go first so the server knows them before the files stream in.
export function submitFeedback({ organizationId, fields, attachments }: FeedbackToSubmit) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(key, value);
  }
  for (const file of attachments) body.append('attachments', file, file.name);
  return apiRequest<FeedbackReceipt>(`/ticket/create-feedback/${encodeURIComponent(organizationId)}/`, {
    method: 'POST',
    body,
  });
}

export function useSubmitFeedback() {
  return usePublicMutation(submitFeedback);
}
