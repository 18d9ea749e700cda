import type { SlaSettings } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getSlaSettings() {
  return apiRequest<SlaSettings>('/profile/sla-settings/');
}

export const slaSettingsQueryOptions = queryOptions({ queryKey: ['sla-settings'], queryFn: getSlaSettings });

export function useSlaSettings() {
  return useQuery(slaSettingsQueryOptions);
}
