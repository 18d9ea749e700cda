import type { CustomFields, ReorderCustomFieldsBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Every field of the target, retired ones too, in the new order.
export const reorderCustomFields = (body: ReorderCustomFieldsBody) =>
  apiRequest<CustomFields>('/profile/custom-fields/', { method: 'PUT', body });

export function useReorderCustomFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCustomFields,
    onSuccess: (fields) => queryClient.setQueryData(queryKeys.customFields, fields),
  });
}
