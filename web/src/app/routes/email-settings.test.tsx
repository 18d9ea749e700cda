import { type Department, type MailSettings, messages, type Profile, type StaffUser } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
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
const bola: StaffUser = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  first_name: 'Bola',
  last_name: 'Ade',
  email: 'bola@zenith.ng',
  permission_type: 'support',
  department_id: frontDesk.id,
  department_name: frontDesk.name,
  email_verified: true,
  image_url: null,
  org_origin: false,
};
const saved: MailSettings = {
  support_address: 'zenith-foods@mail.srm.ng',
  slug: 'zenith-foods',
  slug_changeable: true,
  mailbox: null,
  default_handler_id: null,
  default_department_id: null,
  listening: true,
};
const executiveProfile: Profile = { ...managerProfile, permission_type: 'executive', org_origin: false };

function openEmailTabAs(profile: Profile, settings: MailSettings = saved) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/all-users/': { results: [bola], count: 1, page: 1, page_size: 100 },
    'GET /api/profile/get-departments/': { results: [frontDesk], count: 1, page: 1, page_size: 100 },
    'GET /api/profile/mail-settings/': settings,
    'PUT /api/profile/mail-settings/': ({ body }) => {
      const { mailbox, ...change } = body as Record<string, unknown> & { mailbox?: Record<string, unknown> | null };
      return {
        ...settings,
        ...change,
        ...(change.slug ? { support_address: `${change.slug}@mail.srm.ng`, slug_changeable: false } : {}),
        ...(mailbox !== undefined && {
          mailbox: mailbox && { ...mailbox, password: undefined, last_read_at: null, last_error: null },
        }),
      };
    },
    'POST /api/profile/mail-settings/test-mailbox/': ({ body }) =>
      (body as { password?: string }).password === 'right'
        ? { unread: 3 }
        : jsonResponse(400, {
            detail: messages.mailboxUnreachable,
            errors: { mailbox: 'The mailbox refused the user name or password.' },
          }),
  });
  renderRoutes(routes, '/settings?tab=email');
  return api;
}

describe('Organization Settings: Email', () => {
  it('shows the support address to copy, and lets a manager choose another once', async () => {
    const user = userEvent.setup();
    const api = openEmailTabAs(managerProfile);
    expect(await screen.findByRole('textbox', { name: 'Support address' })).toHaveValue('zenith-foods@mail.srm.ng');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose another address' }));
    const slug = screen.getByRole('textbox', { name: /New address/ });
    await user.clear(slug);
    await user.type(slug, 'x');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(messages.supportSlugInvalid)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/mail-settings/')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'zenith-help');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(messages.mailSettingsSaved)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/mail-settings/').map(({ body }) => body)).toEqual([{ slug: 'zenith-help' }]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Support address' })).toHaveValue('zenith-help@mail.srm.ng'),
    );
    expect(screen.queryByRole('button', { name: 'Choose another address' })).not.toBeInTheDocument();
    expect(screen.getByText(/chosen once and stays as it is/)).toBeInTheDocument();
  });

  it('sends tickets by email to a member or to a department, as the manager chooses', async () => {
    const user = userEvent.setup();
    const api = openEmailTabAs(managerProfile);
    await user.click(await screen.findByRole('radio', { name: 'The least busy member of a department' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.departmentRequired)).toBeInTheDocument();

    await chooseOption(user, 'Department', 'Front Desk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.mailSettingsSaved);

    await user.click(screen.getByRole('radio', { name: 'A member of staff' }));
    await chooseOption(user, 'Member', 'Bola Ade');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo('PUT /api/profile/mail-settings/')).toHaveLength(2));
    expect(api.sentTo('PUT /api/profile/mail-settings/').map(({ body }) => body)).toEqual([
      { default_handler_id: null, default_department_id: frontDesk.id },
      { default_handler_id: bola.id, default_department_id: null },
    ]);
  });

  it('connects a mailbox once its test passes, says why one fails, and disconnects it', async () => {
    const user = userEvent.setup();
    const api = openEmailTabAs(managerProfile);
    await user.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
    await user.type(screen.getByRole('textbox', { name: 'Mailbox address' }), 'support@zenith.ng');
    await user.type(screen.getByRole('textbox', { name: 'Server' }), 'imap.zenith.ng');
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'support@zenith.ng');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText(`${messages.mailboxUnreachable} The mailbox refused the user name or password.`),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected: 3 unread messages waiting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect(await screen.findByText(messages.mailboxConnected)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/mail-settings/').map(({ body }) => body)).toEqual([
      {
        mailbox: {
          address: 'support@zenith.ng',
          host: 'imap.zenith.ng',
          port: 993,
          security: 'tls',
          user: 'support@zenith.ng',
          password: 'right',
        },
      },
    ]);
    expect(await screen.findByText('support@zenith.ng', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect a mailbox' })).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/mail-settings/').at(-1)?.body).toEqual({ mailbox: null });
  });

  it('shows an executive the settings without a way to change them', async () => {
    openEmailTabAs(executiveProfile, { ...saved, default_department_id: frontDesk.id });
    expect(await screen.findByRole('textbox', { name: 'Support address' })).toHaveValue('zenith-foods@mail.srm.ng');
    expect(screen.getByRole('radio', { name: 'The least busy member of a department' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Choose another address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when this server does not take email yet', async () => {
    openEmailTabAs(managerProfile, { ...saved, listening: false });
    expect(await screen.findByText(/This server does not take email yet/)).toBeInTheDocument();
  });
});
