import type { QueryClient } from '@tanstack/react-query';
import { departmentsQueryOptions } from './get-departments';
import { profileQueryOptions } from './get-profile';
import { staffKey } from './get-staff';

// Staff lists show department names, departments show head counts and their
// members, and the signed-in user may be one of the people changed: a change to
// anyone refreshes all three. Mutations do not wait for it: a dialog closes, or
// a report shows, as soon as the change is saved, and the lists catch up.
export function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKey }),
    queryClient.invalidateQueries({ queryKey: departmentsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  ]);
}
