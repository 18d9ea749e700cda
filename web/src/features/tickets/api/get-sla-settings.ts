import type { SlaSettings } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getSlaSettings() {
  return apiRequest<SlaSettings>('/profile/sla-settings/');
}

export const slaSettingsQueryOptions = queryOptions({ queryKey: queryKeys.slaSettings, queryFn: getSlaSettings });

export function useSlaSettings() {
  return useQuery(slaSettingsQueryOptions);
}
