import type { CustomFields, UpdateCustomFieldBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Renames a field, makes it required or not, moves it to another tab, changes its choices, retires or restores it.
export const updateCustomField = ({ id, body }: { id: string; body: UpdateCustomFieldBody }) =>
  apiRequest<CustomFields>(`/profile/custom-fields/${encodeURIComponent(id)}/`, { method: 'PUT', body });

export function useUpdateCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomField,
    onSuccess: (fields) => queryClient.setQueryData(queryKeys.customFields, fields),
  });
}
