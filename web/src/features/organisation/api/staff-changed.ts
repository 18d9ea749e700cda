import type { QueryClient } from '@tanstack/react-query';
import { departmentsQueryOptions } from './get-departments';
import { staffKey } from './get-staff';

// A staff change moves department head counts as well as the staff lists.
export function refreshAfterStaffChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKey }),
    queryClient.invalidateQueries({ queryKey: departmentsQueryOptions.queryKey }),
  ]);
}
