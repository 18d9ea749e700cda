import type { Department, DepartmentBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function createDepartment(body: DepartmentBody) {
  return apiRequest<Department>('/profile/create-department/', { method: 'POST', body });
}

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => void refreshAfter(queryClient, 'staff'),
  });
}
