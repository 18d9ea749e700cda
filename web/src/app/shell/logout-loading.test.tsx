import { publicMessages } from '@srm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

const dialogModule = '../../features/auth/components/logout-confirm-modal';

// The logout dialog's code fails three times (fetched ahead as the menu opens, then the load and its retry,
// lib/load-when-wanted.tsx), then arrives.
function failLogoutDialogCode() {
  // Test files share their modules (`isolate: false` in web/vite.config.ts): another may have loaded it already.
  vi.resetModules();
  let failures = 0;
  vi.doMock(dialogModule, async (importOriginal) => {
    if (failures < 3) {
      failures += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
}

beforeEach(() => {
  // The failed load is logged by the failure boundary (ui/failure-boundary.tsx).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.doUnmock(dialogModule);
  vi.resetModules();
});

describe('Log Out while its dialog cannot load', () => {
  it('says so, gives the focus back to the account button, and the next Log Out tries again', async () => {
    failLogoutDialogCode();
    localStorage.setItem(accessTokenKey, 'token');
    localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
    const { AppShellLayout } = await import('./app-shell-layout');
    const user = userEvent.setup();
    renderRoutes([{ element: <AppShellLayout />, children: [{ path: '*', element: <p>Page body</p> }] }], '/home');

    // The account menu's own button, once the menu's code is here (app-shell-layout.tsx).
    const accountButton = () => screen.getByRole('button', { name: /Account menu/, expanded: false });
    await user.click(await screen.findByRole('button', { name: /Account menu/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByText(publicMessages.pieceFailedToLoad)).toBeInTheDocument();
    await waitFor(() => expect(accountButton()).toHaveFocus());

    await user.click(accountButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm you want to Log out' })).toBeInTheDocument();
  });
});
