import type { LoginBody, LoginResponse } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { saveSession } from '../../../api/session';
import { usePublicMutation } from '../../../lib/public-mutation';

export function login(body: LoginBody) {
  return apiRequest<LoginResponse>('/auth/login/', { method: 'POST', body });
}

// Both the token and the user are stored on login. Without react-query's client: the login page is also drawn by
// an entry of its own, which carries none (docs/decisions/028-sign-in-pages-entry.md).
export function useLogin() {
  return usePublicMutation(async (body: LoginBody) => {
    const answer = await login(body);
    saveSession(answer.access_token, answer.user);
    return answer;
  });
}
