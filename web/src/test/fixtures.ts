import type { NotificationPage, Organization, Profile } from '@srm/contract';

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
  color_scheme: 'system',
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

// Notices of tickets assigned, newest first; `true` for each unread one.
export const noticesOf = (unread: boolean[]): NotificationPage => ({
  results: unread.map((isUnread, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    kind: 'ticket_assigned',
    title: `TCK-00000${index + 1} was assigned to you`,
    body: 'Ada Obi gave you "Delivery arrived damaged".',
    link: `/tickets?search=TCK-00000${index + 1}`,
    read: !isUnread,
    created_at: '2026-11-23T10:00:00.000Z',
  })),
  count: unread.length,
  count_capped: false,
  page: 1,
  page_size: 10,
  unread_count: unread.filter(Boolean).length,
});
