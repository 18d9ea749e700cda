import type { Organization, UpdateOrganizationBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { organizationQueryOptions } from '../../../lib/organization';
import { refreshAfter } from '../../../lib/refresh';

export function updateOrganization(body: UpdateOrganizationBody) {
  return apiRequest<Organization>('/profile/update-organization/', { method: 'PUT', body });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueryOptions.queryKey, organization);
      // Completing the setup also marks the user's own org_setup_complete.
      return refreshAfter(queryClient, 'organization');
    },
    // Refused, perhaps because someone else finished the setup meanwhile: show
    // the organisation as it now is (a finished setup closes the dialog).
    onError: () => queryClient.invalidateQueries({ queryKey: organizationQueryOptions.queryKey }),
  });
}
