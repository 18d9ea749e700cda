import type { KnownStakeholders } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getKnownStakeholders(search: string) {
  return apiRequest<KnownStakeholders>('/ticket/stakeholders/', { query: { search } });
}

// Under ticketsKey: a new ticket adds its stakeholder to these.
export const knownStakeholdersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.tickets, 'stakeholders', search],
    queryFn: () => getKnownStakeholders(search),
  });

// The last answer stays on screen while the next search runs, so the list doesn't flash.
export function useKnownStakeholders(search: string, enabled = true) {
  return useQuery({ ...knownStakeholdersQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
