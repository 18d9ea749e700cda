import type { DetailResponse, RegisterBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function register(body: RegisterBody) {
  return apiRequest<DetailResponse>('/auth/register/', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
