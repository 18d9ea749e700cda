import { publicMessages } from '@srm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

// The palette's code, held back until the test lets it arrive or fail; a fresh copy of the palette for each test,
// whose import finds this module in place of the palette's own.
function holdPaletteCode() {
  // Test files share their modules (`isolate: false` in web/vite.config.ts): another may have loaded the palette already.
  vi.resetModules();
  let settle: { arrive: () => void; fail: () => void } | undefined;
  vi.doMock('./search-palette-dialog', async (importOriginal) => {
    await new Promise<void>((resolve, reject) => {
      settle = { arrive: resolve, fail: () => reject(new TypeError('Failed to fetch dynamically imported module')) };
    });
    return importOriginal();
  });
  // Throws until the code is asked for, so that `waitFor` waits for that.
  const asked = () => {
    if (!settle) throw new Error('The palette’s code has not been asked for');
    const waiting = settle;
    settle = undefined;
    return waiting;
  };
  return { arrive: () => asked().arrive(), fail: () => asked().fail() };
}

async function renderPalette() {
  localStorage.setItem(accessTokenKey, 'token');
  localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
  mockApi({ 'GET /api/search/': { q: '', results: [] } });
  const { SearchPalette } = await import('./search-palette');
  renderRoutes(
    [
      {
        path: '/home',
        element: (
          <>
            <button type="button">Before the palette</button>
            <SearchPalette />
          </>
        ),
      },
    ],
    '/home',
  );
  return screen.getByRole('button', { name: 'Before the palette' });
}

beforeEach(() => {
  // The failed load is logged by the failure boundary (ui/failure-boundary.tsx).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.doUnmock('./search-palette-dialog');
  vi.resetModules();
});

describe('the search palette while its code loads', () => {
  it('opens once on two quick Ctrl+K, and Escape gives the focus back', async () => {
    const arrival = holdPaletteCode();
    const user = userEvent.setup();
    const before = await renderPalette();
    before.focus();

    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => arrival.arrive());

    const palette = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await waitFor(() => expect(palette).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(before).toHaveFocus());
  });

  it('says so when its code cannot arrive, and tries again at the next Ctrl+K', async () => {
    const arrival = holdPaletteCode();
    const user = userEvent.setup();
    await renderPalette();

    await user.keyboard('{Control>}k{/Control}');
    // Tried twice (lib/load-when-wanted.tsx).
    await waitFor(() => arrival.fail());
    await waitFor(() => arrival.fail());
    expect(await screen.findByText(publicMessages.pieceFailedToLoad)).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => arrival.arrive());
    const palette = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await waitFor(() => expect(palette).toHaveFocus());
  });
});
