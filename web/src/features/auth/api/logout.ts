import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { clearSession } from '../../../api/session';

export function logout() {
  return apiRequest<DetailResponse>('/auth/logout/', { method: 'POST' });
}

// The session ends on the server; the browser forgets it even if that call fails.
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
