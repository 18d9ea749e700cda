import type { Log, LogBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import { logQueryOptions } from './get-log';

export const updateLog = ({ logId, body }: { logId: string; body: LogBody }) =>
  apiRequest<Log>(`/profile/update-log/${encodeURIComponent(logId)}/`, { method: 'PUT', body });

export function useUpdateLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLog,
    // The answer is the log as saved: its page shows it at once, not after a refetch.
    onSuccess: (log) => {
      queryClient.setQueryData(logQueryOptions(log.id).queryKey, log);
      return refreshAfter(queryClient, 'stakeholder');
    },
  });
}
