import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { managerProfile, noticesOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

const bellModule = '../../features/notifications/notification-bell';
const menuModule = './account-menu';

// The popups' code held back until the test lets it through, as a slow phone's connection would.
function holdBack(module: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock(module, async (importOriginal) => {
    await released;
    return importOriginal();
  });
  return release;
}

async function renderShellWithHeldPopups() {
  // Test files share their modules (`isolate: false` in web/vite.config.ts): another may have loaded them already.
  vi.resetModules();
  const releaseBell = holdBack(bellModule);
  const releaseMenu = holdBack(menuModule);
  localStorage.setItem(accessTokenKey, 'token');
  localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
  mockApi({ 'GET /api/notifications/': noticesOf([true, false]) });
  const { AppShellLayout } = await import('./app-shell-layout');
  renderRoutes([{ element: <AppShellLayout />, children: [{ path: '*', element: <p>Page body</p> }] }], '/home');
  return { releaseBell, releaseMenu };
}

afterEach(() => {
  vi.doUnmock(bellModule);
  vi.doUnmock(menuModule);
  vi.resetModules();
});

describe("the header's popups, before their code has arrived", () => {
  it('show their buttons as they will be, unavailable until the popups are here, which then open', async () => {
    const user = userEvent.setup();
    const { releaseBell, releaseMenu } = await renderShellWithHeldPopups();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const account = screen.getByRole('button', { name: 'Account menu for Ada Obi' });
    expect(bell).toHaveAttribute('aria-disabled', 'true');
    expect(account).toHaveAttribute('aria-disabled', 'true');
    // Out of the Tab order meanwhile: the first Tab from the page's top goes past them.
    expect(bell).toHaveAttribute('tabindex', '-1');

    releaseBell();
    releaseMenu();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu for Ada Obi' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Obi' }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Mark all read')).toBeInTheDocument();
  });

  it('ask for their code again when a button is clicked after it failed to arrive', async () => {
    // The failed load is logged by the failure boundary (ui/failure-boundary.tsx).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    let failures = 0;
    // The load and its retry fail (lib/load-when-wanted.tsx); the next try, from the click, gets the code.
    vi.doMock(bellModule, async (importOriginal) => {
      if (failures < 2) {
        failures += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return importOriginal();
    });
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
    mockApi({ 'GET /api/notifications/': noticesOf([true, false]) });
    const { AppShellLayout } = await import('./app-shell-layout');
    const user = userEvent.setup();
    renderRoutes([{ element: <AppShellLayout />, children: [{ path: '*', element: <p>Page body</p> }] }], '/home');
    await waitFor(() => expect(failures).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).not.toHaveAttribute('aria-disabled'),
    );

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute('aria-haspopup'),
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Mark all read')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
