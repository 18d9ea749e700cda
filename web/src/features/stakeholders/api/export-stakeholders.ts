import type { StakeholderType } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiRequest } from '../../../api/client';
import { saveCsvAsFile } from '../../../lib/save-as-file';

// docs/stakeholder-csv.md: every record the user may see, or those of one type.
export const exportStakeholders = (type?: StakeholderType) =>
  apiRequest<string>('/profile/export-stakeholders/', { query: { type } });

export function useExportStakeholders() {
  return useMutation({
    mutationFn: exportStakeholders,
    onSuccess: (csv) => saveCsvAsFile(csv, `stakeholders-${dayjs().format('YYYY-MM-DD')}.csv`),
  });
}
