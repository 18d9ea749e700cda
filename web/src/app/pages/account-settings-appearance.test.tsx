import { defaultEmailedKinds, messages, type Profile, type UpdateAppearanceBody } from '@srm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { defaultColorScheme } from '../color-scheme';
import { routes } from '../routes/routes';

const shownScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const keptScheme = () => localStorage.getItem('srm_color_scheme');
// This browser follows the device's setting: it keeps 'auto', or nothing, which the app reads as 'auto'.
const followsTheDevice = () => (keptScheme() ?? defaultColorScheme) === 'auto';

function openAccountAs(profile: Profile, saveAppearance?: RouteHandler) {
  signIn(profile);
  let saved = profile;
  const api = mockApi({
    'GET /api/notifications/preferences/': { email: defaultEmailedKinds },
    'GET /api/profile/get-profile/': () => saved,
    'GET /api/profile/get-organization/': setUpOrganization,
    'PUT /api/profile/appearance/':
      saveAppearance ??
      (({ body }) => {
        saved = { ...saved, ...(body as UpdateAppearanceBody) };
        return saved;
      }),
  });
  renderRoutes(routes, '/Profile');
  return api;
}

describe('Account Settings → Appearance', () => {
  it('saves the scheme chosen and turns the page dark at once, then follows the system again', async () => {
    const user = userEvent.setup();
    const api = openAccountAs(managerProfile);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    const appearance = await screen.findByRole('radiogroup', { name: 'Appearance' });
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    // The test's device asks for no dark screens.
    expect(shownScheme()).toBe('light');
    expect(appearance).toHaveAccessibleDescription("System follows your device's dark setting.");

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(shownScheme()).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const sent = await api.requested('PUT /api/profile/appearance/');
    expect(sent.body).toEqual({ color_scheme: 'dark' });
    // Kept in this browser, so a reload draws the page dark before the profile is read.
    expect(keptScheme()).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'System' }));

    expect(shownScheme()).toBe('light');
    await waitFor(() => expect(api.sentTo('PUT /api/profile/appearance/')).toHaveLength(2));
    expect(api.sentTo('PUT /api/profile/appearance/')[1]?.body).toEqual({ color_scheme: 'system' });
    expect(keptScheme()).toBe('auto');
  });

  it("shows the member's saved choice, not what this browser last showed", async () => {
    localStorage.setItem('srm_color_scheme', 'light');
    openAccountAs({ ...managerProfile, color_scheme: 'dark' });

    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(keptScheme()).toBe('dark');
  });

  it('leaves a saved choice the page already shows as it is, rather than setting it again', async () => {
    // Mantine sets any scheme by stopping every transition for a moment: styles a phone works out twice over.
    const transitionsStopped: Node[] = [];
    const observer = new MutationObserver((changes) =>
      transitionsStopped.push(
        ...changes
          .flatMap((change) => [...change.addedNodes])
          .filter((node) => node instanceof Element && node.hasAttribute('data-mantine-disable-transition')),
      ),
    );
    observer.observe(document.head, { childList: true });
    openAccountAs(managerProfile);

    expect(await screen.findByRole('radio', { name: 'System' })).toBeChecked();
    await settled();
    observer.disconnect();
    expect(transitionsStopped).toEqual([]);
    expect(shownScheme()).toBe('light');
  });

  it('puts the previous scheme back when the save is refused, and says why', async () => {
    const user = userEvent.setup();
    openAccountAs(managerProfile, () =>
      jsonResponse(422, { detail: messages.validationFailed, errors: { color_scheme: messages.colorSchemeInvalid } }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.colorSchemeInvalid);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'System' })).toBeChecked());
    expect(shownScheme()).toBe('light');
    expect(followsTheDevice()).toBe(true);
  });

  it('shows the scheme the server keeps when two quick saves both fail', async () => {
    const user = userEvent.setup();
    openAccountAs(managerProfile, () => jsonResponse(503, { detail: messages.serverError }));
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Light' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'System' })).toBeChecked());
    expect(shownScheme()).toBe('light');
    expect(followsTheDevice()).toBe(true);
  });
});
