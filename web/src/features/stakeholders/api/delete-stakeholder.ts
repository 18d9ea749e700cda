import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export const deleteStakeholder = (stakeholderId: string) =>
  apiRequest<DetailResponse>(`/profile/delete-stakeholder/${encodeURIComponent(stakeholderId)}/`, {
    method: 'DELETE',
  });

export function useDeleteStakeholder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStakeholder,
    // The deleted record's own page would only answer 404 now. Not awaited: the
    // page leaves for the list as soon as the delete is answered.
    onSuccess: (_answer, stakeholderId) => {
      void refreshAfter(queryClient, 'stakeholder', (query) => query.queryKey.includes(stakeholderId));
    },
  });
}
