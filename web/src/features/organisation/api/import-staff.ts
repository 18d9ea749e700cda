import type { StaffImportReport } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function importStaff(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<StaffImportReport>('/auth/import-staff/', { method: 'POST', body });
}

export function useImportStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importStaff, onSuccess: () => void refreshAfter(queryClient, 'staff') });
}
