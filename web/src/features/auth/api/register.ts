import type { DetailResponse, RegisterBody } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';

export function register(body: RegisterBody) {
  return apiRequest<DetailResponse>('/auth/register/', { method: 'POST', body });
}

// Without react-query's client, as useLogin.
export function useRegister() {
  return usePublicMutation(register);
}
