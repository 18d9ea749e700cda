import type { EmailPreferences, EmailPreferencesBody, NotificationPage, NotificationsRead } from '@srm/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { liveQuery, queryKeys } from '../../lib/query-keys';

// The newest notices the bell shows.
export const bellPageSize = 10;

export const getNotifications = () =>
  apiRequest<NotificationPage>('/notifications/', { query: { page: 1, page_size: bellPageSize } });

export const notificationsQueryOptions = queryOptions({
  queryKey: [...queryKeys.notifications, 'latest'],
  queryFn: getNotifications,
});

// Follows new notices through the `notification.changed` live event (app/live-updates.ts).
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions, ...liveQuery });
}

export const markNotificationsRead = (body: { ids: string[] } | { all: true }) =>
  apiRequest<NotificationsRead>('/notifications/read/', { method: 'POST', body });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

// Whose email choices (decision 017): the member's own, or the organisation's
// defaults, which only managers read and change.
export type EmailChoicesOwner = 'preferences' | 'defaults';

export const getEmailChoices = (owner: EmailChoicesOwner) => apiRequest<EmailPreferences>(`/notifications/${owner}/`);

export const emailChoicesQueryOptions = (owner: EmailChoicesOwner) =>
  queryOptions({ queryKey: [...queryKeys.emailChoices, owner], queryFn: () => getEmailChoices(owner) });

export function useEmailChoices(owner: EmailChoicesOwner) {
  return useQuery(emailChoicesQueryOptions(owner));
}

export const saveEmailChoices = (owner: EmailChoicesOwner, body: EmailPreferencesBody) =>
  apiRequest<EmailPreferences>(`/notifications/${owner}/`, { method: 'PUT', body });

export function useSaveEmailChoices(owner: EmailChoicesOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferencesBody) => saveEmailChoices(owner, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(emailChoicesQueryOptions(owner).queryKey, saved);
      // A manager's own kinds they never chose follow the defaults they just changed.
      if (owner === 'defaults') {
        return queryClient.invalidateQueries({ queryKey: emailChoicesQueryOptions('preferences').queryKey });
      }
    },
  });
}
