import { defaultEmailedKinds, type EmailPreferencesBody, messages, type Profile } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenKey } from '../../api/session';
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
