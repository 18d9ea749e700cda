import type { StaffUserPage } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from './query-keys';

// Everyone who may handle a ticket, joined or not (docs/product.md#tickets): read by tickets' forms and by the
// email settings' choice of who takes tickets opened by email. One page of the largest size the API allows;
// the Selects filter it as the user types.
export function getHandlerChoices() {
  return apiRequest<StaffUserPage>('/profile/all-users/', { query: { page_size: 100 } });
}

// Under the staff key, so adding or removing a member refreshes the choices.
export const handlerChoicesQueryOptions = queryOptions({
  queryKey: [...queryKeys.staff, 'handler-choices'],
  queryFn: getHandlerChoices,
});

export function useHandlerChoices(enabled = true) {
  return useQuery({ ...handlerChoicesQueryOptions, enabled });
}
