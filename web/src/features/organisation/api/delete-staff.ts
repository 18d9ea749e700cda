import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function deleteStaff(id: string) {
  return apiRequest<DetailResponse>(`/profile/delete-staff/${id}/`, { method: 'DELETE' });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => void refreshAfter(queryClient, 'staff') });
}
