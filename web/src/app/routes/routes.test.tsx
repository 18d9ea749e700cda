import { screen } from '@testing-library/react';
import type { NonIndexRouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { renderRoutes } from '../../test/render';
import { RequireSession } from '../guards/require-session';
import { routes } from './routes';

const manager = {
  id: '5b0c2f0e-8a59-4b0c-9f1e-0d6b1f7c2a11',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@zenith.ng',
  permission_type: 'manager',
  org_setup_complete: true,
  org_origin: true,
};

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

  it('sends a visitor with a stored token from the landing page to /home', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    const { router } = renderRoutes(routes, '/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
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
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
