import { act, screen, waitFor } from '@testing-library/react';
import type { NonIndexRouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenKey, clearSession, storedUserKey } from '../../api/session';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { RequireSession } from '../guards/require-session';
import { routes } from './routes';

const manager = managerProfile;

describe('route table', () => {
  it('shows the landing page at /', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /look after every stakeholder/i })).toBeInTheDocument();
  });

  it('answers an unknown address with the not-found page and a link home', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: "Sorry, this page isn't available." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-in visitor from the landing page to /home', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify(manager));
    const { router } = renderRoutes(routes, '/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5_000 });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Obi' })).toBeInTheDocument();
  });
});

describe('session guard', () => {
  const guarded = [
    {
      element: <RequireSession />,
      children: [{ path: '/home', element: <p>Private dashboard</p> }],
    },
    { path: '/login', element: <p>Login page</p> },
  ];

  it('shows a protected page to a visitor with a stored user and token', () => {
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify(manager));
    renderRoutes(guarded, '/home');
    expect(screen.getByText('Private dashboard')).toBeInTheDocument();
  });

  it('clears a token left without a user and sends the visitor to /login', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    const { router } = renderRoutes(guarded, '/home');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(accessTokenKey)).toBeNull();
  });

  it('treats a stored user of the wrong shape as no user', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify({ ...manager, permission_type: 'owner' }));
    renderRoutes(guarded, '/home');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem(storedUserKey)).toBeNull();
  });

  it('still sends the visitor to /login when they move to another protected page while the login page loads', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify(manager));
    let loginPageArrives = () => {};
    const loginPage = new Promise<void>((resolve) => {
      loginPageArrives = resolve;
    });
    const { router } = renderRoutes(
      [
        {
          element: <RequireSession />,
          children: [
            { path: '/home', element: <p>Private dashboard</p> },
            { path: '/tickets', element: <p>Private tickets</p> },
          ],
        },
        { path: '/login', lazy: async () => loginPage.then(() => ({ element: <p>Login page</p> })) },
      ],
      '/home',
    );
    expect(screen.getByText('Private dashboard')).toBeInTheDocument();

    // The session ends in another tab; this tab starts for /login, whose code is still on its way…
    act(() => clearSession());
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/login'));
    // …when the visitor clicks through to another page, which wins over that navigation.
    await act(() => router.navigate('/tickets'));
    expect(router.state.location.pathname).toBe('/tickets');
    loginPageArrives();

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText('Private tickets')).not.toBeInTheDocument();
  });
});

describe('role guard', () => {
  it('sends a support user who types the Departments address to the dashboard', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify({ ...manager, permission_type: 'support', org_origin: false }));
    const { router } = renderRoutes(routes, '/frontdesk');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5_000 });
    expect(screen.queryByRole('heading', { name: 'Departments' })).not.toBeInTheDocument();
  });
});

describe('application error boundary', () => {
  it('shows "Unexpected Application Error!" with a way home instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenPage(): never {
      throw new Error('render failed');
    }
    // The app's own route table, with one page that fails to render.
    const root = routes[0] as NonIndexRouteObject;
    const brokenPage = { path: '/broken', element: <BrokenPage /> };
    renderRoutes([{ ...root, children: [...(root.children ?? []), brokenPage] }], '/broken');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('scroll position', () => {
  it('starts every new path at the top of the page', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: /look after every stakeholder/i });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/elsewhere');
    await screen.findByRole('heading', { name: "Sorry, this page isn't available." });
    // The effect runs after the new page is drawn, so wait for it rather than race it.
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0), { timeout: 5_000 });
  });
});
