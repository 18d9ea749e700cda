import type { ManagedOptionList, StakeholderOptions, UpdateStakeholderOptionBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export interface StakeholderOptionChange {
  list: ManagedOptionList;
  key: string;
  body: UpdateStakeholderOptionBody;
}

// Renames, retires or restores one option.
export const updateStakeholderOption = ({ list, key, body }: StakeholderOptionChange) =>
  apiRequest<StakeholderOptions>(`/profile/stakeholder-options/${list}/${encodeURIComponent(key)}/`, {
    method: 'PUT',
    body,
  });

export function useUpdateStakeholderOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStakeholderOption,
    onSuccess: (options) => queryClient.setQueryData(queryKeys.stakeholderOptions, options),
  });
}
