import type { NotificationPage, NotificationsRead } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { liveQuery, queryKeys } from '../../lib/query-keys';

// The newest notices the bell shows.
export const bellPageSize = 10;

export const getNotifications = () =>
  apiRequest<NotificationPage>('/notifications/', { query: { page: 1, page_size: bellPageSize } });

// Follows new notices through the `notification.changed` live event (app/live-updates.ts).
export function useNotifications() {
  return useQuery({ queryKey: [...queryKeys.notifications, 'latest'], queryFn: getNotifications, ...liveQuery });
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
