import { messages, type Tag } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

const solar: Tag = { id: '7e3a0b2c-4d5e-4f6a-8b9c-2d3e4f5a6b7c', name: 'Solar', colour: 'yellow' };
const pv: Tag = { id: '8f4b1c3d-5e6f-4a7b-9c8d-3e4f5a6b7c8d', name: 'PV', colour: 'gray' };

function openTags() {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/profile/tags/': { results: [pv, solar] },
    [`PUT /api/profile/tags/${solar.id}/`]: ({ body }) => {
      const { name } = body as { name: string };
      if (name === 'PV')
        return jsonResponse(422, { detail: messages.validationFailed, errors: { name: messages.tagNameTaken } });
      return { results: [pv, { ...solar, ...(body as object) }] };
    },
    [`POST /api/profile/tags/${pv.id}/merge/`]: { results: [solar] },
  });
  return { api, ...renderRoutes(routes, '/settings?tab=tags') };
}

describe('Organization Settings → Tags', () => {
  it('renames and recolours a tag, saying a refusal under its name', async () => {
    const user = userEvent.setup();
    const { api } = openTags();
    const row = await screen.findByRole('listitem', { name: 'Solar' });
    const name = within(row).getByRole('textbox', { name: 'Name of Solar' });
    await user.clear(name);
    await user.type(name, 'PV');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(messages.tagNameTaken)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Solar Power');
    await chooseOption(user, 'Colour of Solar', 'Orange');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    const sent = await api.requested(
      `PUT /api/profile/tags/${solar.id}/`,
      ({ body }) => (body as Tag).name === 'Solar Power',
    );
    expect(sent.body).toEqual({ name: 'Solar Power', colour: 'orange' });
    expect(await screen.findByRole('listitem', { name: 'Solar Power' })).toBeInTheDocument();
  });

  it('merges a tag into another once confirmed, which is all that is left', async () => {
    const user = userEvent.setup();
    const { api } = openTags();
    await screen.findByRole('listitem', { name: 'PV' });
    await chooseOption(user, 'Merge PV into', 'Solar');
    await user.click(within(screen.getByRole('listitem', { name: 'PV' })).getByRole('button', { name: 'Merge' }));
    // A merge cannot be undone: asked once more, and Go Back sends nothing.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Merge PV into Solar?' })).getByRole('button', {
        name: 'Go Back',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(`POST /api/profile/tags/${pv.id}/merge/`)).toHaveLength(0);
    await user.click(within(screen.getByRole('listitem', { name: 'PV' })).getByRole('button', { name: 'Merge' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge PV into Solar?' });
    await user.click(within(confirm).getByRole('button', { name: 'Merge Tags' }));
    expect((await api.requested(`POST /api/profile/tags/${pv.id}/merge/`)).body).toEqual({ into: solar.id });
    await screen.findByRole('listitem', { name: 'Solar' });
    expect(screen.queryByRole('listitem', { name: 'PV' })).toBeNull();
  });
});
