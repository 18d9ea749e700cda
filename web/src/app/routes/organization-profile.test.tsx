import type { Profile } from '@srm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

const anotherManager: Profile = { ...managerProfile, org_origin: false };

function openSettingsAs(profile: Profile, path = '/settings') {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'PUT /api/profile/update-organization/': ({ body }) => ({ ...setUpOrganization, ...(body as object) }),
    // The Users tab, open first.
    'GET /api/profile/all-users/': { results: [], count: 0, page: 1, page_size: 15 },
    'GET /api/profile/get-departments/': { results: [], count: 0, page: 1, page_size: 100 },
  });
  const view = renderRoutes(routes, path);
  return { api, ...view };
}

describe('Organization Settings: organisation profile', () => {
  it('is read-only for someone who did not create the account', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(anotherManager, '/settings?tab=organization');

    expect(await screen.findByText('Only the person who created this account can change these details.')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Business Name' });
    await waitFor(() => expect(name).toHaveValue('Zenith Foods'));
    await user.type(name, ' Ltd');
    expect(name).toHaveValue('Zenith Foods');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/update-organization/')).toHaveLength(0);
  });

  it("lets the account's creator change the details from the tab", async () => {
    const user = userEvent.setup();
    const { api, router } = openSettingsAs(managerProfile);
    await user.click(await screen.findByRole('tab', { name: 'Organization Profile' }));
    expect(router.state.location.search).toBe('?tab=organization');

    const name = await screen.findByRole('textbox', { name: 'Business Name' });
    await waitFor(() => expect(name).toHaveValue('Zenith Foods'));
    expect(screen.queryByText('Only the person who created this account can change these details.')).toBeNull();
    await user.type(name, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Organisation details saved.')).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/update-organization/').map(({ body }) => body)).toEqual([
      {
        name: 'Zenith Foods Ltd',
        email: 'hello@zenith.ng',
        staff_count: '11 - 50',
        country: 'Ghana',
        nature_of_business: 'Catering',
      },
    ]);
  });
});
