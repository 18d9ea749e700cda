import type { Profile } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/client';
import { getAccessToken, saveSession } from '../api/session';
import { queryKeys } from './query-keys';

// The signed-in user, as the server knows them: the session's, so every feature may read it.
export function getProfile() {
  return apiRequest<Profile>('/profile/get-profile/');
}

export const profileQueryOptions = queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

// Checks the stored session on arrival and keeps the stored user current; a
// revoked session answers 401, which sends the user to log in (api/client).
export function useProfile() {
  const query = useQuery(profileQueryOptions);
  useEffect(() => {
    const token = getAccessToken();
    if (query.data && token) saveSession(token, query.data);
  }, [query.data]);
  return query;
}
