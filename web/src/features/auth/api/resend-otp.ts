import type { DetailResponse, ResendOtpBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function resendOtp(body: ResendOtpBody) {
  return apiRequest<DetailResponse>('/auth/resend-otp/', { method: 'POST', body });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
