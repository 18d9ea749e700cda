import type { Stakeholder } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// docs/product.md#tags: the record's tags, replaced whole.
export function useSetStakeholderTags(stakeholderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) =>
      apiRequest<Stakeholder>(`/profile/stakeholder-tags/${stakeholderId}/`, {
        method: 'PUT',
        body: { tag_ids: tagIds },
      }),
    onSuccess: () => void refreshAfter(queryClient, 'stakeholder'),
  });
}
