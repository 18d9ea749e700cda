import type { LoginBody, LoginResponse } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { saveSession } from '../../../api/session';

export function login(body: LoginBody) {
  return apiRequest<LoginResponse>('/auth/login/', { method: 'POST', body });
}

// Both the token and the user are stored on login.
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access_token, user }) => saveSession(access_token, user),
  });
}
