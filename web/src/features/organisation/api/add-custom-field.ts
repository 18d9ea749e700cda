import type { CreateCustomFieldBody, CustomFields } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const addCustomField = (body: CreateCustomFieldBody) =>
  apiRequest<CustomFields>('/profile/custom-fields/', { method: 'POST', body });

// The answer is every field as it now stands: every form and page reading the fields shows it at once.
export function useAddCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomField,
    onSuccess: (fields) => queryClient.setQueryData(queryKeys.customFields, fields),
  });
}
