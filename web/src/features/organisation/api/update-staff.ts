import type { StaffUser, UpdateStaffBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function updateStaff({ id, body }: { id: string; body: UpdateStaffBody }) {
  return apiRequest<StaffUser>(`/profile/update-staff/${id}/`, { method: 'PUT', body: { ...body, user_id: id } });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaff, onSuccess: () => void refreshAfter(queryClient, 'staff') });
}
