import type { FindDuplicatesBody, StakeholderDuplicates } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const findDuplicates = (body: FindDuplicatesBody) =>
  apiRequest<StakeholderDuplicates>('/profile/stakeholder-duplicates/', { method: 'POST', body });

// Asked when the review opens: the records already holding one of these contacts.
export function useDuplicates(body: { email: string[]; phone: string[]; except_id?: string }, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.stakeholders, 'duplicates', body],
      queryFn: () => findDuplicates(body),
    }),
    enabled: enabled && body.email.length + body.phone.length > 0,
  });
}
