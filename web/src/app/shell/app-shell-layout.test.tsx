import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AppShellLayout } from './app-shell-layout';

function signIn(permissionType: 'manager' | 'support') {
  localStorage.setItem(accessTokenKey, 'token');
  localStorage.setItem(
    storedUserKey,
    JSON.stringify({ ...managerProfile, permission_type: permissionType, org_origin: permissionType === 'manager' }),
  );
}

function renderShell() {
  return renderRoutes([{ element: <AppShellLayout />, children: [{ path: '*', element: <p>Page body</p> }] }], '/home');
}

describe('AppShellLayout', () => {
  it('shows the built pages a manager may use around the page, not those still to be built', () => {
    signIn('manager');
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Organization Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoice Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Page body')).toBeInTheDocument();
  });

  it('reads the role from the stored user: support sees no organisation settings', () => {
    signIn('support');
    renderShell();
    expect(screen.queryByRole('link', { name: 'Organization Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it("offers 'Skip to content' at the first Tab, which moves the focus to the page's main content", async () => {
    signIn('manager');
    const user = userEvent.setup();
    renderShell();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });

  it('opens the navigation from the menu button at phone width and closes it after a choice', async () => {
    signIn('manager');
    const user = userEvent.setup();
    const { router } = renderShell();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('button', { name: 'Close navigation' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Tickets' }));
    expect(router.state.location.pathname).toBe('/tickets');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });

  it("keeps the header's buttons in place while a dialog hides the page's scroll bar", async () => {
    signIn('manager');
    const user = userEvent.setup();
    renderShell();

    const accountButton = screen.getByRole('button', { name: /Account menu/ });
    await user.click(accountButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await screen.findByRole('dialog');
    // The scroll lock's own rule: elements of this class move in by the scroll bar's width.
    const lockStyle = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(lockStyle).toMatch(/\.right-scroll-bar-position\s*\{\s*right:/);
    expect(accountButton.closest('header')).toHaveClass('right-scroll-bar-position');
  });
});
