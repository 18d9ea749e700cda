import { getStoredUser } from '../../../api/session';
import { useProfile } from '../../organisation/api/get-profile';

// Spec part 1 §6: creating, editing, deleting, resolving and re-assigning
// tickets belong to managers and executives; support users only see them.
export function useCanManageTickets() {
  const user = useProfile().data ?? getStoredUser();
  return user !== null && user.permission_type !== 'support';
}
