import type { DetailResponse } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function resendToken(email: string) {
  return apiRequest<DetailResponse>('/auth/resend-token/', {
    method: 'POST',
    body: { email, resend_type: 'add_staff' },
  });
}

export function useResendToken() {
  return useMutation({ mutationFn: resendToken });
}
