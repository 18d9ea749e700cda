import { can, type Organization, type Profile, permissionHolderOf } from '@srm/contract';

// Decision 004: while the organisation is not set up, those who may set it up
// are asked to: managers always, executives until they have set it up themselves.
export function shouldOfferSetup(organization: Organization | undefined, profile: Profile | null | undefined) {
  if (!organization || !profile || organization.setup_complete) return false;
  if (!can(permissionHolderOf(profile), 'set_up_organization')) return false;
  return profile.permission_type === 'manager' || !profile.org_setup_complete;
}

const putOffKey = 'srm_setup_put_off';

// 'Not now' lasts while this tab stays open, for this user only: whoever logs
// in next on the same tab is still asked.
export const setupPutOff = {
  get: (userId: string) => sessionStorage.getItem(putOffKey) === userId,
  set: (userId: string) => sessionStorage.setItem(putOffKey, userId),
};
