import type { ManagedOptionList, ReorderStakeholderOptionsBody, StakeholderOptions } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// The list's every key in the new order.
export const reorderStakeholderOptions = ({
  list,
  body,
}: {
  list: ManagedOptionList;
  body: ReorderStakeholderOptionsBody;
}) => apiRequest<StakeholderOptions>(`/profile/stakeholder-options/${list}/`, { method: 'PUT', body });

export function useReorderStakeholderOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderStakeholderOptions,
    onSuccess: (options) => queryClient.setQueryData(queryKeys.stakeholderOptions, options),
  });
}
