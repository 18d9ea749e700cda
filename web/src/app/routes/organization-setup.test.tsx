import { messages, type Profile } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile, newOrganization, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

function openDashboardAs(profile: Profile, organization = newOrganization) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': organization,
    'PUT /api/profile/update-organization/': ({ body }) => ({
      ...organization,
      ...(body as object),
      setup_complete: true,
    }),
  });
  const view = renderRoutes(routes, '/home');
  return { api, ...view };
}

const findSetupDialog = () => screen.findByRole('dialog', { name: 'Set up Zenith Foods' });

// With the organisation loaded, the dialog would be drawn by now if it were offered.
async function expectNoSetupDialog(api: ReturnType<typeof mockApi>, organizationRequests = 1) {
  await screen.findByRole('heading', { name: /^Welcome,/ });
  await waitFor(() => expect(api.sentTo('GET /api/profile/get-organization/')).toHaveLength(organizationRequests));
  await settled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('organisation setup dialog on the dashboard', () => {
  it('asks for staff count and country, then the nature of business, and saves the three', async () => {
    const user = userEvent.setup();
    const { api } = openDashboardAs(managerProfile);
    const dialog = await findSetupDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose both Average Number of Staff and Country of Operation.',
    );

    await chooseOption(user, 'Average Number of Staff', '11 - 50');
    await chooseOption(user, 'Country of Operation', 'Ghana');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const business = await within(dialog).findByRole('textbox', { name: 'Nature of Business' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finish Setup' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please Enter the Nature of Your Business to Proceed.');
    expect(api.sentTo('PUT /api/profile/update-organization/')).toHaveLength(0);

    await user.type(business, '  Catering  ');
    await user.click(within(dialog).getByRole('button', { name: 'Finish Setup' }));

    expect(await screen.findByText('Your organisation is set up.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [update] = api.sentTo('PUT /api/profile/update-organization/');
    expect(update?.body).toEqual({ staff_count: '11 - 50', country: 'Ghana', nature_of_business: 'Catering' });
  });

  it('takes a refused answer back to its step, said under its field with the cursor there', async () => {
    const user = userEvent.setup();
    const { api } = openDashboardAs(managerProfile);
    api.on(
      'PUT /api/profile/update-organization/',
      jsonResponse(422, { detail: messages.validationFailed, errors: { country: messages.invalidValue } }),
    );
    const dialog = await findSetupDialog();
    await chooseOption(user, 'Average Number of Staff', '11 - 50');
    await chooseOption(user, 'Country of Operation', 'Ghana');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Nature of Business' }), 'Catering');
    await user.click(within(dialog).getByRole('button', { name: 'Finish Setup' }));

    const country = await within(dialog).findByRole('combobox', { name: 'Country of Operation' });
    expect(country).toHaveAccessibleDescription(messages.invalidValue);
    await waitFor(() => expect(country).toHaveFocus());
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.validationFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Nature of Business' })).toHaveValue('Catering');
  });

  it('keeps the first step when going back from the second', async () => {
    const user = userEvent.setup();
    openDashboardAs(managerProfile);
    const dialog = await findSetupDialog();
    await chooseOption(user, 'Average Number of Staff', '0 - 10');
    await chooseOption(user, 'Country of Operation', 'Nigeria');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Back' }));

    expect(within(dialog).getByRole('combobox', { name: 'Average Number of Staff' })).toHaveValue('0 - 10');
    expect(within(dialog).getByRole('combobox', { name: 'Country of Operation' })).toHaveValue('Nigeria');
  });

  it("closes on 'Not now' and stays closed for the rest of the browser session", async () => {
    const user = userEvent.setup();
    const { api, unmount } = openDashboardAs(managerProfile);
    const dialog = await findSetupDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The dashboard drawn afresh, as after moving to another page and back.
    unmount();
    renderRoutes(routes, '/home');
    await expectNoSetupDialog(api, 2);
    expect(api.sentTo('PUT /api/profile/update-organization/')).toHaveLength(0);
  });

  it('is never offered to a support user', async () => {
    const { api } = openDashboardAs({ ...managerProfile, permission_type: 'support', org_origin: false });
    await expectNoSetupDialog(api);
  });

  it('is not offered to an executive who has set the organisation up', async () => {
    const executive: Profile = { ...managerProfile, permission_type: 'executive', org_origin: false };
    const { api } = openDashboardAs({ ...executive, org_setup_complete: true });
    await expectNoSetupDialog(api);
  });

  it('is offered to an executive who has not set the organisation up', async () => {
    const executive: Profile = { ...managerProfile, permission_type: 'executive', org_origin: false };
    openDashboardAs({ ...executive, org_setup_complete: false });
    expect(await findSetupDialog()).toBeInTheDocument();
  });

  it('is not offered once the organisation is set up', async () => {
    const { api } = openDashboardAs(managerProfile, setUpOrganization);
    await expectNoSetupDialog(api);
  });
});
