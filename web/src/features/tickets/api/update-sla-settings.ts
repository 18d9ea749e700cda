import type { SlaSettings } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import { slaSettingsQueryOptions } from './get-sla-settings';

export function updateSlaSettings(body: SlaSettings) {
  return apiRequest<SlaSettings>('/profile/sla-settings/', { method: 'PUT', body });
}

export function useUpdateSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlaSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(slaSettingsQueryOptions.queryKey, settings);
      // New targets may move open tickets to due or overdue: lists and counts follow.
      return refreshAfter(queryClient, 'slaSettings');
    },
  });
}
