import type { Organization } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getOrganization() {
  return apiRequest<Organization>('/profile/get-organization/');
}

export const organizationQueryOptions = queryOptions({ queryKey: ['organization'], queryFn: getOrganization });

export function useOrganization() {
  return useQuery(organizationQueryOptions);
}
