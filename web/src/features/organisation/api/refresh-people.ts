import type { QueryClient } from '@tanstack/react-query';
import { departmentsQueryOptions } from './get-departments';
import { staffKey } from './get-staff';

// Staff lists show department names and departments show head counts, so a
// change to either refreshes both.
export function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKey }),
    queryClient.invalidateQueries({ queryKey: departmentsQueryOptions.queryKey }),
  ]);
}
