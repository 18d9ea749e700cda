import type { Profile } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { getAccessToken, saveSession } from '../../api/session';
import { profileQueryOptions } from '../../lib/profile';
import { refreshAfter } from '../../lib/refresh';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  // A new avatar, or `null` to remove the current one; left out keeps it.
  image?: File | null;
}

// The personal profile is sent as form data.
export function updateMyProfile({ first_name, last_name, image }: ProfileChanges) {
  const body = new FormData();
  body.append('first_name', first_name);
  body.append('last_name', last_name);
  if (image === null) body.append('remove_image', 'true');
  if (image) body.append('image', image);
  return apiRequest<Profile>('/profile/update-data/', { method: 'PUT', body });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      const token = getAccessToken();
      if (token) saveSession(token, profile);
      return refreshAfter(queryClient, 'staff');
    },
  });
}
