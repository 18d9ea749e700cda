import type { Department, DepartmentBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function updateDepartment({ id, body }: { id: string; body: DepartmentBody }) {
  return apiRequest<Department>(`/profile/update-department/${id}/`, { method: 'PUT', body });
}

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepartment,
    onSuccess: () => void refreshAfter(queryClient, 'staff'),
  });
}
