import type { StakeholderImportReport } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function importStakeholders(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<StakeholderImportReport>('/profile/import-stakeholders/', { method: 'POST', body });
}

export function useImportStakeholders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStakeholders,
    onSuccess: () => void refreshAfter(queryClient, 'stakeholder'),
  });
}
