import type { ConfirmPasswordResetBody, DetailResponse } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function confirmPasswordReset(body: ConfirmPasswordResetBody) {
  return apiRequest<DetailResponse>('/auth/confirm-password-reset/', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
