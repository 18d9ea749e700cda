import type { Organization, Profile } from '@srm/contract';

// A signed-in manager as the server describes one.
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

// A new organisation, not set up yet (decision 004).
export const newOrganization: Organization = {
  id: '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21',
  name: 'Zenith Foods',
  email: 'hello@zenith.ng',
  nature_of_business: null,
  staff_count: null,
  country: null,
  setup_complete: false,
};

// The same organisation once its setup is done.
export const setUpOrganization: Organization = {
  ...newOrganization,
  staff_count: '11 - 50',
  country: 'Ghana',
  nature_of_business: 'Catering',
  setup_complete: true,
};
