import type { Organization, Profile } from '@srm/contract';

// Decision 004: while the organisation is not set up, managers are asked to set
// it up, and executives who have not set it up themselves.
export function shouldOfferSetup(organization: Organization | undefined, profile: Profile | null | undefined) {
  if (!organization || !profile || organization.setup_complete) return false;
  if (profile.permission_type === 'manager') return true;
  return profile.permission_type === 'executive' && !profile.org_setup_complete;
}

const putOffKey = 'srm_setup_put_off';

// 'Not now' lasts for the browser session: the dialog returns on the next visit.
export const setupPutOff = {
  get: () => sessionStorage.getItem(putOffKey) === 'true',
  set: () => sessionStorage.setItem(putOffKey, 'true'),
};
