import type { Profile } from '@srm/contract';

// A signed-in manager as the server describes one (spec part 1 §3).
export const managerProfile: Profile = {
  id: '5b0c2f0e-8a59-4b0c-9f1e-0d6b1f7c2a11',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@zenith.ng',
  permission_type: 'manager',
  org_setup_complete: true,
  org_origin: true,
  image_url: null,
};
