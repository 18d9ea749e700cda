import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
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
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/login/') ? json(200, { access_token: 'tok-1', user: profile }) : json(200, profile),
    );
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
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This Field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('invitation', () => {
  it('says the link is broken when it carries no token', async () => {
    renderRoutes(routes, '/user-create-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Create Password' })).toBeDisabled();
  });
});
