import type { CreateStakeholderBody, Stakeholder } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export const createStakeholder = (body: CreateStakeholderBody) =>
  apiRequest<Stakeholder>('/profile/create-stakeholder/', { method: 'POST', body });

export function useCreateStakeholder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStakeholder,
    onSuccess: () => refreshAfter(queryClient, 'stakeholder'),
  });
}
