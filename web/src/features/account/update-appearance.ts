import type { Profile, UpdateAppearanceBody } from '@srm/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { getAccessToken, saveSession } from '../../api/session';
import { profileQueryOptions } from '../../lib/profile';

export function updateAppearance(body: UpdateAppearanceBody) {
  return apiRequest<Profile>('/profile/appearance/', { method: 'PUT', body });
}

const mutationKey = ['profile', 'appearance'];

function keepProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(profileQueryOptions.queryKey, profile);
  const token = getAccessToken();
  if (token) saveSession(token, profile);
}

// The choice shows at once (the shell applies the profile's scheme). Saves go
// one after another, so the server keeps the last one clicked; only the last
// answer is shown, so a quick Dark-then-Light never flickers back to Dark.
export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: 'appearance' },
    mutationFn: updateAppearance,
    onMutate: async ({ color_scheme }) => {
      await queryClient.cancelQueries({ queryKey: profileQueryOptions.queryKey });
      const previous = queryClient.getQueryData(profileQueryOptions.queryKey);
      if (previous) queryClient.setQueryData(profileQueryOptions.queryKey, { ...previous, color_scheme });
    },
    onSuccess: (profile) => {
      if (isLast()) keepProfile(queryClient, profile);
    },
    // A refused or failed save shows the scheme the server keeps, read again: what was shown before the
    // click may itself be an earlier click's choice, still on its way and failed too.
    onError: () => {
      if (isLast()) void queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    },
  });
}
