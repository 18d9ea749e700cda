import type { Log, LogBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export const createLog = ({ stakeholderId, body }: { stakeholderId: string; body: LogBody }) =>
  apiRequest<Log>(`/profile/create-log/${encodeURIComponent(stakeholderId)}/`, { method: 'POST', body });

export function useCreateLog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLog, onSuccess: () => refreshAfter(queryClient, 'stakeholder') });
}
