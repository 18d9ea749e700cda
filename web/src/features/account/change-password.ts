import type { ChangePasswordBody, DetailResponse } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

// The session making the change stays signed in; the server ends every other one.
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<DetailResponse>('/auth/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
