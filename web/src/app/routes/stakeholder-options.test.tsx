import { messages, type Profile, type StakeholderOptions } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { specStakeholderOptions, stakeholderOptionsRoute } from '../../test/stakeholder-options-fixtures';
import { routes } from './routes';

type List = 'primary_entity_at_antigravity' | 'industry_or_sector' | 'stakeholderType';
const base = '/api/profile/stakeholder-options';

// Answers as the server does: every list after each change, the lists kept between requests.
function openOptions(profile: Profile = managerProfile) {
  signIn(profile);
  let lists: StakeholderOptions = structuredClone(specStakeholderOptions);
  const change = (list: List, key: string, body: object) => {
    lists = { ...lists, [list]: lists[list].map((option) => (option.key === key ? { ...option, ...body } : option)) };
    return lists;
  };
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/profile/feedback-products/': { results: [] },
    [stakeholderOptionsRoute]: () => lists,
    [`POST ${base}/primary_entity_at_antigravity/`]: ({ body }) => {
      const { label } = body as { label: string };
      if (lists.primary_entity_at_antigravity.some((option) => option.label.toLowerCase() === label.toLowerCase())) {
        return jsonResponse(422, { detail: messages.optionLabelTaken, errors: { label: messages.optionLabelTaken } });
      }
      const added = { key: label.toLowerCase().replace(/[^a-z0-9]+/g, '_'), label, retired: false };
      lists = { ...lists, primary_entity_at_antigravity: [...lists.primary_entity_at_antigravity, added] };
      return jsonResponse(201, lists);
    },
    [`PUT ${base}/industry_or_sector/finance/`]: ({ body }) => change('industry_or_sector', 'finance', body as object),
    [`PUT ${base}/industry_or_sector/retail/`]: ({ body }) => change('industry_or_sector', 'retail', body as object),
    [`PUT ${base}/primary_entity_at_antigravity/antigravity_media_ltd/`]: ({ body }) =>
      change('primary_entity_at_antigravity', 'antigravity_media_ltd', body as object),
    [`PUT ${base}/stakeholderType/`]: ({ body }) => {
      const { keys } = body as { keys: string[] };
      lists = {
        ...lists,
        stakeholderType: keys.map((key) => lists.stakeholderType.find((option) => option.key === key)!),
      };
      return lists;
    },
  });
  return { api, ...renderRoutes(routes, '/settings?tab=stakeholder-options') };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('Organization Settings: stakeholder options', () => {
  it("shows each of the organisation's lists in order, and its digital products with the way to manage them", async () => {
    const user = userEvent.setup();
    openOptions();
    expect(await screen.findByRole('tab', { name: 'Stakeholder Options', selected: true })).toBeInTheDocument();
    const industries = within(await section('Industries')).getByRole('list', { name: 'Industries' });
    expect(within(industries).getAllByRole('listitem')[0]).toHaveTextContent('Technology');
    expect(within(industries).getAllByRole('listitem')[4]).toHaveTextContent('Other');
    expect(await section("Kinds of 'Others' Stakeholder")).toBeInTheDocument();

    const products = await section('Digital Products');
    expect(within(products).getByText('Neo')).toBeInTheDocument();
    await user.click(within(products).getByRole('link', { name: 'Manage Feedback Products' }));
    expect(await screen.findByRole('tab', { name: 'Feedback Products', selected: true })).toBeInTheDocument();
  });

  it('adds a group company at the end of its list, after saying an empty name is missing', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    const companies = await section('Group Companies');
    const name = within(companies).getByRole('textbox', { name: 'New group company' });
    await user.click(within(companies).getByRole('button', { name: 'Add' }));
    expect(name).toHaveAccessibleDescription(messages.optionLabelRequired);
    expect(api.sentTo(`POST ${base}/primary_entity_at_antigravity/`)).toHaveLength(0);

    await user.type(name, 'Sunrise Solar Ltd{Enter}');
    expect((await api.requested(`POST ${base}/primary_entity_at_antigravity/`)).body).toEqual({
      label: 'Sunrise Solar Ltd',
    });
    const list = within(companies).getByRole('list', { name: 'Group Companies' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Sunrise Solar Ltd'));
    expect(await screen.findByText(messages.optionAdded)).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(name).not.toHaveAccessibleDescription(messages.optionLabelRequired);
  });

  it('says under the field why the server refused a name, and adds nothing', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    const companies = await section('Group Companies');
    const name = within(companies).getByRole('textbox', { name: 'New group company' });
    await user.type(name, 'antigravity media ltd{Enter}');
    await api.requested(`POST ${base}/primary_entity_at_antigravity/`);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.optionLabelTaken));
    expect(name).toHaveValue('antigravity media ltd');
    expect(within(companies).getAllByRole('listitem')).toHaveLength(
      specStakeholderOptions.primary_entity_at_antigravity.length,
    );
  });

  it('renames an option in place, and says a refusal under the new name', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    const industries = await section('Industries');
    await user.click(within(industries).getByRole('button', { name: 'Rename Finance' }));
    const name = within(industries).getByRole('textbox', { name: 'New name for Finance' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(within(industries).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(messages.optionLabelRequired);
    expect(api.sentTo(`PUT ${base}/industry_or_sector/finance/`)).toHaveLength(0);

    api.on(`PUT ${base}/industry_or_sector/finance/`, () =>
      jsonResponse(422, { detail: messages.optionLabelTaken, errors: { label: messages.optionLabelTaken } }),
    );
    await user.type(name, 'Retail{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.optionLabelTaken));

    api.on(`PUT ${base}/industry_or_sector/finance/`, () => ({
      ...specStakeholderOptions,
      industry_or_sector: specStakeholderOptions.industry_or_sector.map((option) =>
        option.key === 'finance' ? { ...option, label: 'Banking & Finance' } : option,
      ),
    }));
    await user.clear(name);
    await user.type(name, 'Banking & Finance{Enter}');
    const renamed = await within(industries).findByRole('button', { name: 'Rename Banking & Finance' });
    expect(api.sentTo(`PUT ${base}/industry_or_sector/finance/`).at(-1)?.body).toEqual({ label: 'Banking & Finance' });
    await waitFor(() => expect(renamed).toHaveFocus());
    expect(await screen.findByText(messages.optionSaved)).toBeInTheDocument();
  });

  it('moves an option up and down from the keyboard, sending the whole new order', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    const kinds = await section("Kinds of 'Others' Stakeholder");
    const list = within(kinds).getByRole('list');
    expect(within(kinds).getByRole('button', { name: 'Move Type 1 up' })).toBeDisabled();
    expect(within(kinds).getByRole('button', { name: 'Move Type 3 down' })).toBeDisabled();

    within(kinds).getByRole('button', { name: 'Move Type 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect((await api.requested(`PUT ${base}/stakeholderType/`)).body).toEqual({
      keys: ['type_2', 'type_1', 'type_3'],
    });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Type 2'),
        expect.stringContaining('Type 1'),
        expect.stringContaining('Type 3'),
      ]),
    );
    // At the top it can only go down: the cursor waits there.
    await waitFor(() => expect(within(kinds).getByRole('button', { name: 'Move Type 2 down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sentTo(`PUT ${base}/stakeholderType/`)).toHaveLength(2));
    expect(api.sentTo(`PUT ${base}/stakeholderType/`)[1]?.body).toEqual({ keys: ['type_1', 'type_2', 'type_3'] });
  });

  it('says why a new order was refused', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    api.on(`PUT ${base}/stakeholderType/`, () =>
      jsonResponse(422, { detail: messages.optionOrderIncomplete, errors: { keys: messages.optionOrderIncomplete } }),
    );
    const kinds = await section("Kinds of 'Others' Stakeholder");
    await user.click(within(kinds).getByRole('button', { name: 'Move Type 3 up' }));
    expect(await within(kinds).findByRole('alert')).toHaveTextContent(messages.optionOrderIncomplete);
  });

  it('retires an option, marked so, and restores it', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    const companies = await section('Group Companies');
    const route = `PUT ${base}/primary_entity_at_antigravity/antigravity_media_ltd/`;
    await user.click(within(companies).getByRole('button', { name: 'Retire Antigravity Media Ltd' }));
    expect((await api.requested(route)).body).toEqual({ retired: true });
    const item = (await within(companies).findByRole('button', { name: 'Restore Antigravity Media Ltd' })).closest(
      'li',
    )!;
    expect(within(item).getByText('Retired')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Restore Antigravity Media Ltd' }));
    await waitFor(() => expect(api.sentTo(route)[1]?.body).toEqual({ retired: false }));
    expect(await within(companies).findByRole('button', { name: 'Retire Antigravity Media Ltd' })).toBeInTheDocument();
    expect(within(item).queryByText('Retired')).not.toBeInTheDocument();
  });

  it('says under the option why retiring it was refused', async () => {
    const user = userEvent.setup();
    const { api } = openOptions();
    api.on(`PUT ${base}/industry_or_sector/retail/`, () => jsonResponse(404, { detail: messages.optionUnknown }));
    const industries = await section('Industries');
    await user.click(within(industries).getByRole('button', { name: 'Retire Retail' }));
    const item = within(industries).getByRole('button', { name: 'Retire Retail' }).closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(messages.optionUnknown);
  });

  it('is offered to executives too', async () => {
    openOptions({ ...managerProfile, permission_type: 'executive', org_origin: false });
    expect(await screen.findByRole('tab', { name: 'Stakeholder Options' })).toBeInTheDocument();
  });
});
