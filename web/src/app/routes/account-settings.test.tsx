import { defaultEmailedKinds, type EmailPreferencesBody, messages, type Profile } from '@srm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

function openAccountAs(profile: Profile, path = '/Profile') {
  signIn(profile);
  // The server keeps what was saved: the profile read afterwards has it.
  let saved = profile;
  // Ada once chose to have chat messages by email; the rest are the product's defaults.
  let email = { ...defaultEmailedKinds, chat_message: true };
  const api = mockApi({
    'GET /api/notifications/preferences/': () => ({ email }),
    'PUT /api/notifications/preferences/': ({ body }) => {
      email = { ...email, ...(body as EmailPreferencesBody).email };
      return { email };
    },
    'GET /api/profile/get-profile/': () => saved,
    'GET /api/profile/get-organization/': setUpOrganization,
    'PUT /api/profile/update-data/': ({ body }) => {
      const form = body as FormData;
      saved = { ...saved, first_name: String(form.get('first_name')), last_name: String(form.get('last_name')) };
      return saved;
    },
    'POST /api/auth/logout/': { detail: 'You are logged out.' },
    'POST /api/auth/change-password/': { detail: messages.passwordChanged },
  });
  const view = renderRoutes(routes, path);
  return { api, ...view };
}

// The photo button opens the system file picker; tests hand its input the file.
// The picker can be told to show all files, so a user can choose a non-image.
const photoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sentForms = (api: ReturnType<typeof mockApi>) =>
  api.sentTo('PUT /api/profile/update-data/').map(({ body }) => body as FormData);

describe('Account Settings', () => {
  it('switches to the organisation details and back, at /profile as at /Profile', async () => {
    const user = userEvent.setup();
    openAccountAs(managerProfile, '/profile');
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');

    await user.click(screen.getByRole('radio', { name: 'Organization Settings' }));
    expect(screen.getByRole('heading', { name: 'Organization Settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Zenith Foods'));

    await user.click(screen.getByRole('radio', { name: 'Account Settings' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  });

  it('offers a support user only their own details', async () => {
    openAccountAs({ ...managerProfile, permission_type: 'support', org_origin: false });
    expect(await screen.findByRole('textbox', { name: 'Account Type' })).toHaveValue('SE Support');
    expect(screen.queryByRole('radio', { name: 'Organization Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Business Name' })).not.toBeInTheDocument();
  });

  it('saves the names as form data and shows the new name in the header', async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(firstName);
    await user.type(firstName, 'Adaeze');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    const [form] = sentForms(api);
    expect(form).toBeInstanceOf(FormData);
    expect(form?.get('first_name')).toBe('Adaeze');
    expect(form?.get('last_name')).toBe('Obi');
    expect(form?.has('image')).toBe(false);
    expect(form?.has('remove_image')).toBe(false);
    expect(screen.getByRole('button', { name: 'Account menu for Adaeze Obi' })).toBeInTheDocument();
  });

  it('sends a chosen photo with the names', async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    await screen.findByRole('textbox', { name: 'First Name' });
    const photo = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await user.upload(photoInput(), photo);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Your profile is saved.');
    const image = sentForms(api)[0]?.get('image');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('me.png');
  });

  it('refuses a file that is not an image and does not send it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = openAccountAs(managerProfile);
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.upload(photoInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Images upload accepted only');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.type(firstName, 'eze');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Your profile is saved.');
    expect(sentForms(api)[0]?.has('image')).toBe(false);
  });

  it('refuses an image above 5 MB', async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    await screen.findByRole('textbox', { name: 'First Name' });
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'large.jpg', { type: 'image/jpeg' });
    await user.upload(photoInput(), large);

    expect(screen.getByRole('alert')).toHaveTextContent("Image size shouldn't be above 5MB per image");
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(sentForms(api)).toHaveLength(0);
  });

  it('logs out only once confirmed, forgetting the session', async () => {
    const user = userEvent.setup();
    const { api, router } = openAccountAs(managerProfile);
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm you want to Log out');

    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sentTo('POST /api/auth/logout/')).toHaveLength(0);
    expect(localStorage.getItem(accessTokenKey)).toBe('token');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(api.sentTo('POST /api/auth/logout/')).toHaveLength(1);
    expect(localStorage.getItem(accessTokenKey)).toBeNull();
  });
});

describe('Account Settings: email notifications', () => {
  const findSwitch = (name: string) => screen.findByRole('switch', { name });

  it('shows which kinds come by email, and saves only the kinds changed', async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    const section = await screen.findByRole('region', { name: 'Email notifications' });
    expect(section).toHaveTextContent('Notices always come in the app.');
    expect(await findSwitch('A ticket is assigned to me')).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A stakeholder writes in the chat' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'My ticket is due soon' })).not.toBeChecked();
    const save = within(section).getByRole('button', { name: 'Save Email Choices' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'My ticket is overdue' }));
    await user.click(save);

    expect(await screen.findByText(messages.emailPreferencesSaved)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/notifications/preferences/').map(({ body }) => body)).toEqual([
      { email: { ticket_overdue: false } },
    ]);
    expect(screen.getByRole('switch', { name: 'My ticket is overdue' })).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('offers each member only the kinds their role is ever told of', async () => {
    openAccountAs({ ...managerProfile, permission_type: 'support', org_origin: false });
    const section = await screen.findByRole('region', { name: 'Email notifications' });
    expect(await findSwitch('A ticket is assigned to me')).toBeInTheDocument();
    expect(within(section).queryByRole('switch', { name: 'New feedback arrives' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('switch', { name: 'An invoice is paid' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the choices cannot be saved", async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    api.on('PUT /api/notifications/preferences/', () =>
      jsonResponse(422, { detail: messages.invalidValue, errors: {} }),
    );
    await user.click(await findSwitch('New feedback arrives'));
    await user.click(screen.getByRole('button', { name: 'Save Email Choices' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidValue);
    expect(screen.getByRole('switch', { name: 'New feedback arrives' })).not.toBeChecked();
  });
});

describe('Account Settings: changing the password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
    }
  };

  it('sends the current and the new password, clears the form, and stays signed in', async () => {
    const user = userEvent.setup();
    const { api, router } = openAccountAs(managerProfile);
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user, {
      'Current Password': 'Zenith!2026',
      'New Password': 'Harmattan#27',
      'Confirm New Password': 'Harmattan#27',
    });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/change-password/').map(({ body }) => body)).toEqual([
      { current_password: 'Zenith!2026', new_password: 'Harmattan#27' },
    ]);
    expect(screen.getByLabelText('Current Password', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveValue('');
    expect(router.state.location.pathname).toBe('/Profile');
    expect(localStorage.getItem(accessTokenKey)).toBe('token');
  });

  it('says under the field that the current password is wrong, puts the cursor there, and stays signed in', async () => {
    const user = userEvent.setup();
    const { api, router } = openAccountAs(managerProfile);
    api.on('POST /api/auth/change-password/', () =>
      jsonResponse(400, {
        detail: messages.currentPasswordIncorrect,
        errors: { current_password: messages.currentPasswordIncorrect },
      }),
    );
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user, {
      'Current Password': 'Wrong!pass1',
      'New Password': 'Harmattan#27',
      'Confirm New Password': 'Harmattan#27',
    });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    const current = screen.getByLabelText('Current Password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveAccessibleDescription(messages.currentPasswordIncorrect));
    expect(current).toHaveFocus();
    expect(router.state.location.pathname).toBe('/Profile');
    expect(localStorage.getItem(accessTokenKey)).toBe('token');
  });

  it('checks the new password by the sign-up rule and the match before sending, from the first field to fix', async () => {
    const user = userEvent.setup();
    const { api } = openAccountAs(managerProfile);
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user, { 'Current Password': 'Zenith!2026', 'New Password': 'password1', 'Confirm New Password': 'x' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    const newPassword = screen.getByLabelText('New Password', { selector: 'input' });
    expect(newPassword).toHaveAccessibleDescription(messages.passwordRule);
    expect(screen.getByLabelText('Confirm New Password', { selector: 'input' })).toHaveAccessibleDescription(
      messages.passwordsDontMatch,
    );
    expect(newPassword).toHaveFocus();
    expect(api.sentTo('POST /api/auth/change-password/')).toHaveLength(0);
  });
});

describe('Account Settings: once the session ends', () => {
  const endSessionElsewhere = () => {
    localStorage.removeItem(accessTokenKey);
    localStorage.removeItem(storedUserKey);
  };

  it('after logging out, Back shows the login page, never the page left', async () => {
    const user = userEvent.setup();
    const { api, router } = openAccountAs(managerProfile);
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    await act(() => router.navigate('/profile'));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const profileReads = api.sentTo('GET /api/profile/get-profile/').length;

    await act(() => router.navigate(-1));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/profile/get-profile/')).toHaveLength(profileReads);
  });

  it('gives way to login when another tab logs out, and shows the next person nothing of the last', async () => {
    const { api, router } = openAccountAs(managerProfile);
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');

    // Another tab's logout reaches this one as a storage event.
    endSessionElsewhere();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: accessTokenKey })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    // Bola logs in on this computer; her profile is still on its way.
    api.on('GET /api/profile/get-profile/', () => new Promise<never>(() => {}));
    signIn({ ...managerProfile, id: 'b0000000-0000-4000-8000-000000000002', first_name: 'Bola' });
    await act(() => router.navigate('/Profile'));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your details')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Ada')).not.toBeInTheDocument();
  });

  it('checks again when the browser shows the page from its back-forward cache', async () => {
    const { router } = openAccountAs(managerProfile);
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');

    // Logged out while the page sat in the cache, running nothing.
    endSessionElsewhere();
    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
  });
});
