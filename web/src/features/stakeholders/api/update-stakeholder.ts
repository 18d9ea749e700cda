import type { Stakeholder } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export interface StakeholderChanges {
  stakeholderId: string;
  // The changed fields only; lists as one text, entries separated by commas.
  fields: Record<string, string>;
  evidence: File[];
}

// A multipart form, the changed fields with the evidence images.
export function updateStakeholder({ stakeholderId, fields, evidence }: StakeholderChanges) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  for (const image of evidence) form.append('evidence', image);
  return apiRequest<Stakeholder>(`/profile/update-stakeholder/${encodeURIComponent(stakeholderId)}/`, {
    method: 'PUT',
    body: form,
  });
}

export function useUpdateStakeholder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStakeholder, onSuccess: () => refreshAfter(queryClient, 'stakeholder') });
}
