import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function deleteDepartment(id: string) {
  return apiRequest<DetailResponse>(`/profile/delete-department/${id}/`, { method: 'DELETE' });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => void refreshAfter(queryClient, 'staff'),
  });
}
