import { defaultEmailedKinds, type EmailPreferencesBody, messages, type Profile } from '@srm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

const executive: Profile = { ...managerProfile, permission_type: 'executive', org_origin: false };

function openNotificationsTab(profile: Profile = managerProfile) {
  signIn(profile);
  let email = { ...defaultEmailedKinds };
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/all-users/': { results: [], count: 0, page: 1, page_size: 15 },
    'GET /api/profile/get-departments/': { results: [], count: 0, page: 1, page_size: 100 },
    'GET /api/notifications/defaults/': () => ({ email }),
    'PUT /api/notifications/defaults/': ({ body }) => {
      email = { ...email, ...(body as EmailPreferencesBody).email };
      return { email };
    },
  });
  return { api, ...renderRoutes(routes, '/settings?tab=notifications') };
}

describe('Organization Settings: notification defaults', () => {
  it('shows a manager what a member who has not chosen gets by email, and saves the kinds changed', async () => {
    const user = userEvent.setup();
    const { api } = openNotificationsTab();
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(
      await screen.findByText(/What a member who has not chosen for themselves gets by email/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'An invoice is paid' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A stakeholder I manage is changed' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'A stakeholder I manage is changed' }));
    await user.click(screen.getByRole('switch', { name: 'An invoice is paid' }));
    await user.click(screen.getByRole('button', { name: 'Save Defaults' }));

    expect(await screen.findByText(messages.notificationDefaultsSaved)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/notifications/defaults/').map(({ body }) => body)).toEqual([
      { email: { invoice_paid: false, stakeholder_changed: true } },
    ]);
  });

  it('offers an executive no notifications tab, and opens their usual tab at its address', async () => {
    const { api } = openNotificationsTab(executive);
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    await settled();
    expect(screen.queryByRole('tab', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/notifications/defaults/')).toHaveLength(0);
  });
});
