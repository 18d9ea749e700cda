import { type CustomField, customFieldKeyOf, messages, type Profile } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { aCustomField, customFieldsRoute } from '../../test/custom-fields-fixtures';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

const base = '/api/profile/custom-fields/';
const meter = aCustomField({ key: 'meter_number', label: 'Meter Number' });
const tariff = aCustomField({
  key: 'tariff',
  label: 'Tariff',
  type: 'choice',
  choices: ['Prepaid', 'Postpaid'],
  tab: 'contract',
  required: true,
});
const oldCode = aCustomField({ key: 'old_code', label: 'Old Code', retired: true });
const site = aCustomField({ key: 'site_visit', label: 'Site Visit', target: 'ticket', type: 'date' });

// Answers as the server does: every field after each change, kept between requests.
function openFields(profile: Profile = managerProfile) {
  signIn(profile);
  let fields: CustomField[] = [meter, tariff, oldCode, site];
  const answer = () => ({ results: fields });
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/profile/feedback-products/': { results: [] },
    [customFieldsRoute]: answer,
    [`POST ${base}`]: ({ body }) => {
      const sent = body as Pick<CustomField, 'label' | 'target' | 'type'> & Partial<CustomField>;
      if (
        fields.some((field) => field.target === sent.target && field.label.toLowerCase() === sent.label.toLowerCase())
      ) {
        return jsonResponse(422, {
          detail: messages.validationFailed,
          errors: { label: messages.customFieldLabelTaken },
        });
      }
      fields = [...fields, aCustomField({ ...sent, key: customFieldKeyOf(sent.label) })];
      return jsonResponse(201, answer());
    },
    [`PUT ${base}`]: ({ body }) => {
      const { ids } = body as { ids: string[] };
      const others = fields.filter((field) => !ids.includes(field.id));
      fields = [...ids.map((id) => fields.find((field) => field.id === id)!), ...others];
      return answer();
    },
    ...Object.fromEntries(
      [meter, tariff, oldCode, site].map((one) => [
        `PUT ${base}${one.id}/`,
        ({ body }: { body: unknown }) => {
          fields = fields.map((field) => (field.id === one.id ? { ...field, ...(body as object) } : field));
          return answer();
        },
      ]),
    ),
  });
  return { api, ...renderRoutes(routes, '/settings?tab=custom-fields') };
}

const section = (name: string) => screen.findByRole('region', { name });
const rowsOf = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('list', { name })).getAllByRole('listitem');

async function openAddDialog(user: UserEvent, region: HTMLElement, title: string) {
  await user.click(within(region).getByRole('button', { name: 'Add a field' }));
  return screen.findByRole('dialog', { name: title });
}

describe('Organization Settings: custom fields', () => {
  it("shows the records' and the tickets' fields in order, each with its kind, tab, choices and retired mark", async () => {
    openFields();
    expect(await screen.findByRole('tab', { name: 'Custom Fields', selected: true })).toBeInTheDocument();
    const records = await section('Stakeholder records');
    const rows = rowsOf(records, 'Stakeholder records');
    expect(rows.map((row) => within(row).getByText(/^(Meter Number|Tariff|Old Code)$/).textContent)).toEqual([
      'Meter Number',
      'Tariff',
      'Old Code',
    ]);
    expect(within(rows[1]!).getByText('Choice')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Contract tab')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Required')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Choices: Prepaid, Postpaid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Retired')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Restore Old Code' })).toBeInTheDocument();

    const tickets = await section('Tickets');
    expect(rowsOf(tickets, 'Tickets')).toHaveLength(1);
    expect(within(tickets).getByText('Site Visit')).toBeInTheDocument();
    expect(within(tickets).getByText('Date')).toBeInTheDocument();
  });

  it('is not offered to an executive', async () => {
    openFields({ ...managerProfile, permission_type: 'executive', org_origin: false });
    expect(await screen.findByRole('tab', { name: 'Stakeholder Options' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Custom Fields' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
  });

  it('adds a field of choices on the tab chosen, after saying what is missing, and shows it at the end', async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    const records = await section('Stakeholder records');
    const dialog = await openAddDialog(user, records, 'Add a record field');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());

    await chooseOption(user, 'Kind of value', 'Several choices');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    expect(name).toHaveAccessibleDescription(messages.customFieldLabelRequired);
    expect(within(dialog).getByText(messages.customChoicesNeeded)).toBeInTheDocument();
    expect(api.sentTo(`POST ${base}`)).toHaveLength(0);

    await user.type(name, 'Panel Brands');
    await chooseOption(user, 'Asked on the tab', 'Address');
    const choices = within(dialog).getByRole('combobox', { name: 'Choices' });
    await user.type(choices, 'Jinko{Enter}Canadian Solar{Enter}');
    await user.click(within(dialog).getByRole('switch', { name: 'Must be filled in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));

    expect((await api.requested(`POST ${base}`)).body).toEqual({
      target: 'stakeholder',
      label: 'Panel Brands',
      type: 'multi_choice',
      required: true,
      tab: 'address',
      choices: ['Jinko', 'Canadian Solar'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(messages.customFieldAdded)).toBeInTheDocument();
    const last = rowsOf(records, 'Stakeholder records').at(-1)!;
    expect(last).toHaveTextContent('Panel Brands');
    expect(last).toHaveTextContent('Several choices');
    expect(last).toHaveTextContent('Choices: Jinko, Canadian Solar');
  });

  it("adds a ticket's field with no tab to choose, and says the server's refusal under the name, the dialog open", async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    const tickets = await section('Tickets');
    const dialog = await openAddDialog(user, tickets, 'Add a ticket field');
    expect(within(dialog).queryByRole('combobox', { name: 'Asked on the tab' })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'site visit{Enter}');
    await api.requested(`POST ${base}`);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.customFieldLabelTaken));
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Add a ticket field' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Meter Reading');
    await chooseOption(user, 'Kind of value', 'Number');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    expect(
      (await api.requested(`POST ${base}`, ({ body }) => (body as { label: string }).label === 'Meter Reading')).body,
    ).toEqual({
      target: 'ticket',
      label: 'Meter Reading',
      type: 'number',
      required: false,
    });
    await waitFor(() => expect(rowsOf(tickets, 'Tickets')).toHaveLength(2));
  });

  it('edits a field: renames it, moves it to another tab and changes its choices, its kind kept', async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    const records = await section('Stakeholder records');
    await user.click(within(records).getByRole('button', { name: 'Edit Tariff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tariff' });
    expect(within(dialog).getByRole('combobox', { name: 'Kind of value' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tariff Band');
    await chooseOption(user, 'Asked on the tab', 'Basic');
    await user.type(within(dialog).getByRole('combobox', { name: 'Choices' }), 'Band A{Enter}');
    await user.click(within(dialog).getByRole('switch', { name: 'Must be filled in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await api.requested(`PUT ${base}${tariff.id}/`)).body).toEqual({
      label: 'Tariff Band',
      required: false,
      tab: 'basic',
      choices: ['Prepaid', 'Postpaid', 'Band A'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = rowsOf(records, 'Stakeholder records')[1]!;
    expect(row).toHaveTextContent('Tariff Band');
    expect(row).toHaveTextContent('Basic tab');
    expect(row).not.toHaveTextContent('Required');
    expect(await screen.findByText(messages.customFieldSaved)).toBeInTheDocument();
    await waitFor(() => expect(within(records).getByRole('button', { name: 'Edit Tariff Band' })).toHaveFocus());
  });

  it('retires a field and restores it', async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    const records = await section('Stakeholder records');
    await user.click(within(records).getByRole('button', { name: 'Retire Meter Number' }));
    expect((await api.requested(`PUT ${base}${meter.id}/`)).body).toEqual({ retired: true });
    const restore = await within(records).findByRole('button', { name: 'Restore Meter Number' });
    expect(rowsOf(records, 'Stakeholder records')[0]).toHaveTextContent('Retired');

    await user.click(restore);
    await api.requested(`PUT ${base}${meter.id}/`, ({ body }) => (body as { retired: boolean }).retired === false);
    expect(await within(records).findByRole('button', { name: 'Retire Meter Number' })).toBeInTheDocument();
  });

  it('says a refused retirement under the field', async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    api.on(`PUT ${base}${meter.id}/`, jsonResponse(404, { detail: messages.customFieldUnknown, errors: {} }));
    const records = await section('Stakeholder records');
    await user.click(within(records).getByRole('button', { name: 'Retire Meter Number' }));
    expect(await within(rowsOf(records, 'Stakeholder records')[0]!).findByRole('alert')).toHaveTextContent(
      messages.customFieldUnknown,
    );
  });

  it('moves a field up and down from the keyboard, sending every field of its target in the new order', async () => {
    const user = userEvent.setup();
    const { api } = openFields();
    const records = await section('Stakeholder records');
    expect(within(records).getByRole('button', { name: 'Move Meter Number up' })).toBeDisabled();
    expect(within(records).getByRole('button', { name: 'Move Old Code down' })).toBeDisabled();

    within(records).getByRole('button', { name: 'Move Tariff up' }).focus();
    await user.keyboard('{Enter}');
    expect((await api.requested(`PUT ${base}`)).body).toEqual({
      target: 'stakeholder',
      ids: [tariff.id, meter.id, oldCode.id],
    });
    await waitFor(() => expect(rowsOf(records, 'Stakeholder records')[0]).toHaveTextContent('Tariff'));
    // At the top, the cursor goes to the button that can still move it.
    await waitFor(() => expect(within(records).getByRole('button', { name: 'Move Tariff down' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await api.requested(`PUT ${base}`, ({ body }) => (body as { ids: string[] }).ids[1] === tariff.id);
    await waitFor(() => expect(rowsOf(records, 'Stakeholder records')[1]).toHaveTextContent('Tariff'));
    await waitFor(() => expect(within(records).getByRole('button', { name: 'Move Tariff down' })).toHaveFocus());
  });
});
