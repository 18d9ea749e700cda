import type { Department, Profile, StaffUser } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

const frontDesk: Department = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Front Desk',
  description: 'Greets every visitor',
  created_at: '2025-01-06T09:00:00.000Z',
  staff_count: 2,
};

const member = (fields: Partial<StaffUser> & Pick<StaffUser, 'id' | 'first_name' | 'last_name'>): StaffUser => ({
  email: `${fields.first_name.toLowerCase()}@zenith.ng`,
  permission_type: 'support',
  department_id: frontDesk.id,
  department_name: frontDesk.name,
  email_verified: true,
  image_url: null,
  org_origin: false,
  ...fields,
});

// Bola joined but her department was deleted; Chidi has not accepted his invitation.
const bola = member({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  first_name: 'Bola',
  last_name: 'Ade',
  department_id: null,
  department_name: null,
});
const chidi = member({
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  first_name: 'Chidi',
  last_name: 'Eze',
  permission_type: 'executive',
  email_verified: false,
});
// The account's creator needs no department (docs/product.md#roles).
const ngozi = member({
  id: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
  first_name: 'Ngozi',
  last_name: 'Obi',
  permission_type: 'manager',
  department_id: null,
  department_name: null,
  org_origin: true,
});
const staff = [bola, chidi, ngozi];

const anotherManager: Profile = { ...managerProfile, org_origin: false };

function openSettingsAs(profile: Profile, path = '/settings') {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/all-users/': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const results = staff.filter((one) => `${one.first_name} ${one.last_name}`.toLowerCase().includes(search));
      return { results, count: results.length, page: 1, page_size: 15 };
    },
    'GET /api/profile/get-departments/': { results: [frontDesk], count: 1, page: 1, page_size: 100 },
    [`GET /api/profile/get-user/${bola.id}/`]: {
      ...bola,
      tickets: { overdue: 3, due: 1, open: 4, resolved: 9 },
    },
    'POST /api/auth/add-staff/': ({ body }) =>
      member({ id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', ...(body as object) } as StaffUser),
    [`PUT /api/profile/update-staff/${chidi.id}/`]: ({ body }) => ({ ...chidi, ...(body as object) }),
    'POST /api/auth/import-staff/': {
      created: [{ line: 2, email: 'dayo@zenith.ng' }],
      skipped: [{ line: 3, email: 'efe@zenith.ng', reason: 'No department of that name' }],
    },
    'POST /api/auth/resend-token/': { detail: 'Token Resent Successfully' },
    [`DELETE /api/profile/delete-staff/${chidi.id}/`]: { detail: 'The user was deleted.' },
  });
  const view = renderRoutes(routes, path);
  return { api, ...view };
}

const findRowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('Organization Settings: users', () => {
  it('lists each member with their department or Missing Field, and View User or Resend Token', async () => {
    openSettingsAs(managerProfile);

    const bolaRow = await findRowOf('Bola Ade');
    expect(bolaRow).toHaveTextContent('Missing Field');
    expect(bolaRow).toHaveTextContent('SE Support');
    expect(within(bolaRow).getByRole('button', { name: 'View User' })).toBeInTheDocument();
    expect(within(bolaRow).queryByRole('button', { name: 'Resend Token' })).not.toBeInTheDocument();

    const chidiRow = await findRowOf('Chidi Eze');
    expect(chidiRow).toHaveTextContent('Front Desk');
    expect(chidiRow).not.toHaveTextContent('Missing Field');
    expect(within(chidiRow).getByRole('button', { name: 'Resend Token' })).toBeInTheDocument();
    expect(within(chidiRow).queryByRole('button', { name: 'View User' })).not.toBeInTheDocument();

    const ngoziRow = await findRowOf('Ngozi Obi');
    expect(ngoziRow).not.toHaveTextContent('Missing Field');
    expect(within(ngoziRow).getByLabelText('No department needed: account creator')).toBeInTheDocument();
  });

  it('sends a pending member their invitation again and says so', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(managerProfile);
    await user.click(within(await findRowOf('Chidi Eze')).getByRole('button', { name: 'Resend Token' }));

    expect(await screen.findByText('Token Resent Successfully')).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/resend-token/').map(({ body }) => body)).toEqual([
      { email: 'chidi@zenith.ng', resend_type: 'add_staff' },
    ]);
  });

  it('lets the super admin delete a pending member once they confirm', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(managerProfile);
    const chidiRow = await findRowOf('Chidi Eze');
    expect(within(chidiRow).getByRole('button', { name: 'Edit Chidi Eze' })).toBeInTheDocument();
    await user.click(within(chidiRow).getByRole('button', { name: 'Delete Chidi Eze' }));

    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Confirm you want to Delete Chidi Eze');
    expect(api.sentTo(`DELETE /api/profile/delete-staff/${chidi.id}/`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('The user was deleted.')).toBeInTheDocument();
    expect(api.sentTo(`DELETE /api/profile/delete-staff/${chidi.id}/`)).toHaveLength(1);
  });

  it('offers a manager who did not create the account neither edit nor delete', async () => {
    const user = userEvent.setup();
    openSettingsAs(anotherManager);
    const chidiRow = await findRowOf('Chidi Eze');
    expect(within(chidiRow).getByRole('button', { name: 'Resend Token' })).toBeInTheDocument();
    expect(within(chidiRow).queryByRole('button', { name: 'Edit Chidi Eze' })).not.toBeInTheDocument();
    expect(within(chidiRow).queryByRole('button', { name: 'Delete Chidi Eze' })).not.toBeInTheDocument();

    await user.click(within(await findRowOf('Bola Ade')).getByRole('button', { name: 'View User' }));
    const drawer = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(drawer).queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
  });

  it("shows a member's four ticket counters", async () => {
    const user = userEvent.setup();
    openSettingsAs(managerProfile);
    await user.click(within(await findRowOf('Bola Ade')).getByRole('button', { name: 'View User' }));

    const drawer = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(drawer).getByText('bola@zenith.ng')).toBeInTheDocument();
    expect(await within(drawer).findByRole('group', { name: 'Overdue tickets' })).toHaveTextContent('3');
    expect(within(drawer).getByRole('group', { name: 'Due tickets' })).toHaveTextContent('1');
    expect(within(drawer).getByRole('group', { name: 'Open tickets' })).toHaveTextContent('4');
    expect(within(drawer).getByRole('group', { name: 'Resolved tickets' })).toHaveTextContent('9');
    // The super admin may change or remove someone else from here.
    expect(within(drawer).getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
  });

  it('names every missing field of the add form, then sends the trimmed details', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(managerProfile);
    await findRowOf('Bola Ade');
    await user.click(screen.getByRole('button', { name: 'Add a User' }));
    const form = await screen.findByRole('dialog', { name: 'Add a User' });

    await user.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(within(form).getByText('First Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email Address is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose a permission type: manager, executive or support')).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/add-staff/')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), '  Dayo ');
    await user.type(within(form).getByRole('textbox', { name: 'Last Name' }), ' Okon  ');
    await user.type(within(form).getByRole('textbox', { name: 'Email Address' }), 'Dayo@Zenith.ng');
    await chooseOption(user, 'Permission Type', 'SE Executive');
    await chooseOption(user, 'Department', 'Front Desk');
    await user.click(within(form).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('The invitation is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a User' })).not.toBeInTheDocument());
    expect(api.sentTo('POST /api/auth/add-staff/').map(({ body }) => body)).toEqual([
      {
        first_name: 'Dayo',
        last_name: 'Okon',
        email: 'dayo@zenith.ng',
        permission_type: 'executive',
        department_id: frontDesk.id,
      },
    ]);
  });

  it('offers an executive only the roles up to their own', async () => {
    const user = userEvent.setup();
    openSettingsAs({ ...managerProfile, permission_type: 'executive', org_origin: false });
    await findRowOf('Bola Ade');
    await user.click(screen.getByRole('button', { name: 'Add a User' }));
    const form = await screen.findByRole('dialog', { name: 'Add a User' });
    const roles = within(form).getByRole('combobox', { name: 'Permission Type' });
    await user.click(roles);

    const list = await waitFor(() => document.getElementById(roles.getAttribute('aria-controls') ?? '') ?? undefined);
    const offered = within(list as HTMLElement).getAllByRole('option', { hidden: true });
    expect(offered.map((option) => option.textContent)).toEqual(['SE Executive', 'SE Support']);
  });

  it('lets the super admin edit a member, starting from their current details', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(managerProfile);
    await user.click(within(await findRowOf('Chidi Eze')).getByRole('button', { name: 'Edit Chidi Eze' }));
    const form = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(form).getByRole('textbox', { name: 'Email Address' })).toHaveValue('chidi@zenith.ng');
    expect(within(form).getByRole('combobox', { name: 'Permission Type' })).toHaveValue('SE Executive');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Department' })).toHaveValue('Front Desk'));

    const lastName = within(form).getByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.type(lastName, 'Ezeh');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The user was updated.')).toBeInTheDocument();
    expect(api.sentTo(`PUT /api/profile/update-staff/${chidi.id}/`).map(({ body }) => body)).toEqual([
      {
        first_name: 'Chidi',
        last_name: 'Ezeh',
        email: 'chidi@zenith.ng',
        permission_type: 'executive',
        department_id: frontDesk.id,
        user_id: chidi.id,
      },
    ]);
  });

  it('searches staff by name and says when nobody matches', async () => {
    const user = userEvent.setup();
    openSettingsAs(managerProfile);
    await findRowOf('Chidi Eze');
    const search = screen.getByRole('textbox', { name: 'Search staff' });

    await user.type(search, 'bola');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Chidi Eze/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Bola Ade/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No Search Results Found')).toBeInTheDocument();
  });

  it('imports staff from a CSV file and lists the rows it skipped', async () => {
    const user = userEvent.setup();
    const { api } = openSettingsAs(managerProfile);
    await findRowOf('Bola Ade');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Users' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    const csv = new File(['first_name,last_name,email,permission_type,department\n'], 'staff.csv', {
      type: 'text/csv',
    });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv);
    await user.click(importButton);

    expect(await within(dialog).findByText('1 added, 1 skipped.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      'Line 3 (efe@zenith.ng): No department of that name',
    );
    const [sent] = api.sentTo('POST /api/auth/import-staff/');
    const file = (sent?.body as FormData | undefined)?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('staff.csv');
  });

  it('sends a support user who types the address to the dashboard', async () => {
    const { router } = openSettingsAs({ ...managerProfile, permission_type: 'support', org_origin: false });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5_000 });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Obi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organization Settings' })).not.toBeInTheDocument();
  });
});
