import { messages } from '@srm/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from './routes';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const profile = managerProfile;

describe('sign-up', () => {
  it('sends the lower-cased email on to step 2 after creating the account', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { detail: 'We have emailed you a 6-digit code.' }));
    const { router } = renderRoutes(routes, '/create-account');

    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.type(screen.getByLabelText('Business Name'), 'Zenith Foods');
    await user.type(screen.getByLabelText('Email Address'), 'Ada@Zenith.ng');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/otp'), { timeout: 5_000 });
    expect(router.state.location.state).toEqual({ email: 'ada@zenith.ng' });
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register/');
    expect(JSON.parse(String(init?.body))).toMatchObject({ company_name: 'Zenith Foods' });
  });

  it("shows the server's reason when the email is taken", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(400, { detail: 'An account with this email already exists', errors: {} }));
    renderRoutes(routes, '/create-account');
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.type(screen.getByLabelText('Business Name'), 'Zenith');
    await user.type(screen.getByLabelText('Email Address'), 'ada@zenith.ng');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('sends someone who opens step 2 directly back to step 1', async () => {
    const { router } = renderRoutes(routes, '/otp');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/create-account'), { timeout: 5_000 });
  });
});

describe('login', () => {
  it('stores the token and user and goes home', async () => {
    const user = userEvent.setup();
    // Each address answers as the server would: the dashboard's panels read their own lists as soon as home
    // shows, and a profile where a page of notices belongs broke the page whenever it arrived first (a flaky
    // failure).
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path.endsWith('/auth/login/')) return json(200, { access_token: 'tok-1', user: profile });
      if (path.endsWith('/profile/get-profile/')) return json(200, profile);
      if (path.endsWith('/notifications/')) {
        return json(200, { results: [], count: 0, count_capped: false, page: 1, page_size: 5, unread_count: 0 });
      }
      return json(404, { detail: messages.notFound, errors: {} });
    });
    const { router } = renderRoutes(routes, '/login');

    await user.type(await screen.findByLabelText('Email Address'), 'ada@zenith.ng');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5_000 });
    expect(localStorage.getItem(accessTokenKey)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(storedUserKey) ?? '{}')).toEqual(profile);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Obi' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // The check waits for the form's schema, which the page loads on first use.
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This Field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('where the cursor goes', () => {
  it('starts sign-up in First Name, and a refused step in the first field to fix', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/create-account');
    const firstName = await screen.findByLabelText('First Name');
    await waitFor(() => expect(firstName).toHaveFocus());

    await user.type(firstName, 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByLabelText('Business Name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes sign-up to the field the server refused', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(422, { detail: messages.validationFailed, errors: { email: messages.invalidEmailAddress } }),
    );
    renderRoutes(routes, '/create-account');
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.type(screen.getByLabelText('Business Name'), 'Zenith');
    await user.type(screen.getByLabelText('Email Address'), 'ada@zenith.ng');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress));
    expect(email).toHaveFocus();
  });

  it('starts login in the email, and a refused login in the first field to fix', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    const email = await screen.findByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'ada@zenith.ng');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the code step', () => {
  async function openCodeStep() {
    const api = mockApi({ 'POST /api/auth/validate-otp/': { detail: messages.otpVerified } });
    const view = renderRoutes(routes, '/create-account');
    await screen.findByLabelText('First Name');
    await act(() => view.router.navigate('/otp', { state: { email: 'ada@zenith.ng' } }));
    const firstBox = await screen.findByRole('textbox', { name: 'OTP digit 1 of 6' });
    return { api, firstBox, ...view };
  }

  it('starts in the first box, and takes a pasted code whole, sending it at once', async () => {
    const user = userEvent.setup();
    const { api, router, firstBox } = await openCodeStep();
    await waitFor(() => expect(firstBox).toHaveFocus());

    // As copied from the email, spaced or dashed, into any box.
    await user.click(screen.getByRole('textbox', { name: 'OTP digit 3 of 6' }));
    await user.paste('482-913');

    const sent = await api.requested('POST /api/auth/validate-otp/');
    expect(sent.body).toEqual({ email: 'ada@zenith.ng', otp: '482913', purpose: 'signup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-password'));
    expect(router.state.location.state).toEqual({ email: 'ada@zenith.ng', otp: '482913' });
  });

  it('shows every digit of a pasted code in its box', async () => {
    const user = userEvent.setup();
    const { api, firstBox } = await openCodeStep();
    api.on('POST /api/auth/validate-otp/', () => new Promise<never>(() => {}));
    await user.click(firstBox);
    await user.paste(' 482 913\n');

    await waitFor(() =>
      expect(
        screen.getAllByRole('textbox', { name: /^OTP digit/ }).map((box) => (box as HTMLInputElement).value),
      ).toEqual(['4', '8', '2', '9', '1', '3']),
    );
  });

  it('puts the cursor back in the first box when the code is missing or refused', async () => {
    const user = userEvent.setup();
    const { api, firstBox } = await openCodeStep();
    api.on('POST /api/auth/validate-otp/', () => jsonResponse(400, { detail: messages.otpInvalid, errors: {} }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(messages.otpRequired)).toBeInTheDocument();
    expect(firstBox).toHaveFocus();

    await user.type(firstBox, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpInvalid);
    expect(firstBox).toHaveFocus();
  });
});

describe('invitation', () => {
  const liveInvitation = () =>
    mockApi({
      'GET /api/auth/check-invitation/': { email: 'kemi@zenith.ng' },
      'POST /api/auth/set-password/': { detail: messages.passwordSet },
    });

  it('says a link without its token is dead, offering the way to log in, and no form', async () => {
    const user = userEvent.setup();
    const api = liveInvitation();
    const { router } = renderRoutes(routes, '/user-create-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitationInvalid);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says on arrival that a used or expired link is dead, before anything is typed', async () => {
    const api = liveInvitation();
    api.on('GET /api/auth/check-invitation/', () =>
      jsonResponse(400, { detail: messages.invitationInvalid, errors: {} }),
    );
    renderRoutes(routes, '/user-set-password?token=used-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitationInvalid);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect((await api.requested('GET /api/auth/check-invitation/')).url.searchParams.get('token')).toBe('used-token');
    expect(screen.getByRole('link', { name: 'Go to Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows a live link its form, naming the account, and sets the password', async () => {
    const user = userEvent.setup();
    const api = liveInvitation();
    renderRoutes(routes, '/user-create-password?token=live-token');

    expect(await screen.findByText(/You were invited to SRM as kemi@zenith.ng/)).toBeInTheDocument();
    const password = screen.getByLabelText('New Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'Zenith!2026');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Zenith!2026');
    await user.click(screen.getByRole('button', { name: 'Create Password' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.accountCreated);
    expect((await api.requested('POST /api/auth/set-password/')).body).toEqual({
      token: 'live-token',
      password: 'Zenith!2026',
    });
  });

  it('says so when the link died between arrival and submit', async () => {
    const user = userEvent.setup();
    const api = liveInvitation();
    api.on('POST /api/auth/set-password/', () => jsonResponse(400, { detail: messages.invitationInvalid, errors: {} }));
    renderRoutes(routes, '/user-create-password?token=live-token');
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Zenith!2026');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Zenith!2026');
    await user.click(screen.getByRole('button', { name: 'Create Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitationInvalid);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log in' })).toBeInTheDocument();
  });
});
