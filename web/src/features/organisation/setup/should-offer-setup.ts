import type { Organization, Profile } from '@srm/contract';

// Decision 004: while the organisation is not set up, managers are asked to set
// it up, and executives who have not set it up themselves.
export function shouldOfferSetup(organization: Organization | undefined, profile: Profile | null | undefined) {
  if (!organization || !profile || organization.setup_complete) return false;
  if (profile.permission_type === 'manager') return true;
  return profile.permission_type === 'executive' && !profile.org_setup_complete;
}

const putOffKey = 'srm_setup_put_off';

// 'Not now' lasts while this tab stays open, for this user only: whoever logs
// in next on the same tab is still asked.
export const setupPutOff = {
  get: (userId: string) => sessionStorage.getItem(putOffKey) === userId,
  set: (userId: string) => sessionStorage.setItem(putOffKey, userId),
};
