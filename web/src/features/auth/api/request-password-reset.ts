import type { DetailResponse, RequestPasswordResetBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function requestPasswordReset(body: RequestPasswordResetBody) {
  return apiRequest<DetailResponse>('/auth/request-password-reset/', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
