import type { DetailResponse, ValidateOtpBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function validateOtp(body: ValidateOtpBody) {
  return apiRequest<DetailResponse>('/auth/validate-otp/', { method: 'POST', body });
}

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
