import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiRequest } from '../../../api/client';
import { saveCsvAsFile } from '../../../lib/save-as-file';

export function exportStaff() {
  return apiRequest<string>('/profile/export-users/');
}

export function useExportStaff() {
  return useMutation({
    mutationFn: exportStaff,
    onSuccess: (csv) => saveCsvAsFile(csv, `staff-${dayjs().format('YYYY-MM-DD')}.csv`),
  });
}
