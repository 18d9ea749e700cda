import type { AddStaffBody, StaffUser } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function addStaff(body: AddStaffBody) {
  return apiRequest<StaffUser>('/auth/add-staff/', { method: 'POST', body });
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStaff, onSuccess: () => void refreshAfter(queryClient, 'staff') });
}
