import type { DetailResponse, SetPasswordBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function setPassword(body: SetPasswordBody) {
  return apiRequest<DetailResponse>('/auth/set-password/', { method: 'POST', body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
