import { type Action, can, permissionHolderOf } from '@srm/contract';
import { getStoredUser } from '../api/stored-user';
import { useProfile } from './profile';

// Whether the signed-in user may do an action of the contract's permissions,
// which the server enforces too: the server's profile once it arrives, the
// user stored at login until then.
export function useCan(action: Action) {
  return can(usePermissionHolder(), action);
}

// The signed-in user: the server's profile once it arrives, the user stored at login until then.
export function useSignedInUser() {
  return useProfile().data ?? getStoredUser();
}

// The signed-in user as the contract's permission rules read them.
export function usePermissionHolder() {
  const user = useSignedInUser();
  return user ? permissionHolderOf(user) : null;
}
