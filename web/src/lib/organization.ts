import type { Organization } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from './query-keys';

// The signed-in user's organisation: its name heads the dashboard, its id makes
// the feedback form's address, its settings are organisation's to edit.
export function getOrganization() {
  return apiRequest<Organization>('/profile/get-organization/');
}

export const organizationQueryOptions = queryOptions({ queryKey: queryKeys.organization, queryFn: getOrganization });

export function useOrganization() {
  return useQuery(organizationQueryOptions);
}
