import type { AddStakeholderOptionBody, ManagedOptionList, StakeholderOptions } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const addStakeholderOption = ({ list, body }: { list: ManagedOptionList; body: AddStakeholderOptionBody }) =>
  apiRequest<StakeholderOptions>(`/profile/stakeholder-options/${list}/`, { method: 'POST', body });

// The answer is every list as it now stands: every screen reading the lists shows it at once.
export function useAddStakeholderOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStakeholderOption,
    onSuccess: (options) => queryClient.setQueryData(queryKeys.stakeholderOptions, options),
  });
}
