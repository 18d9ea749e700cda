import { messages, type Profile, type StaffUser } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/api-mock';
import { setUpFakeClock } from '../../../test/clock';
import { managerProfile } from '../../../test/fixtures';
import { renderAt, settled } from '../../../test/render';
import { signIn } from '../../../test/session';
import { aTicket } from '../../../test/ticket-fixtures';
import { CreateTicketButton } from './create-ticket-button';
import { CreateTicketModal } from './create-ticket-modal';

const kemi: StaffUser = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  first_name: 'Kemi',
  last_name: 'Bello',
  email: 'kemi@zenith.ng',
  permission_type: 'support',
  department_id: null,
  department_name: null,
  email_verified: false,
  image_url: null,
  org_origin: false,
};

const created = aTicket({
  id: '8b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  reference: 'TCK-000001',
  title: 'Refund not received',
  description: 'Paid twice',
  priority: 'high',
  handler_id: kemi.id,
  handler: { id: kemi.id, first_name: 'Kemi', last_name: 'Bello', email: kemi.email },
  stakeholder: { name: 'Grace Ope', email: 'grace@ope.ng' },
});

// SLA category and type offer the same words, so the option is looked for in
// the list the Select opened, not the whole page.
async function chooseOption(user: UserEvent, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

function openAs(profile: Profile) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/all-users/': { results: [kemi], count: 1, page: 1, page_size: 100 },
    'GET /api/ticket/stakeholders/': ({ url }) => {
      // As the server: a search is required.
      const search = url.searchParams.get('search') ?? '';
      if (!search) return jsonResponse(400, { detail: 'search is required' });
      const all = [
        {
          name: 'Grace Ope',
          email: 'grace@ope.ng',
          stakeholder_id: '6a1e2d3c-4b5a-4f6e-8d7c-1b2a3f4e5d6c',
          reference: 'STK-000001',
        },
        {
          name: 'Tunde Ola',
          email: 'tunde@ola.ng',
          stakeholder_id: '7b2f3e4d-5c6b-4a7f-9e8d-2c3b4a5f6e7d',
          reference: 'STK-000002',
        },
      ];
      return { results: all.filter(({ name }) => name.toLowerCase().includes(search.toLowerCase())) };
    },
    'POST /api/ticket/create-ticket/': jsonResponse(201, created),
  });
  const view = renderAt(<CreateTicketButton />, '/home');
  return { api, ...view };
}

async function openNewStakeholderForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Create a Ticket/ }));
  const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
  await user.click(within(wizard).getByRole('button', { name: 'New Stakeholder' }));
  await waitFor(() => expect(within(wizard).getByLabelText('Stakeholder Name')).toHaveFocus());
  return wizard;
}

describe('Create a ticket', () => {
  it('shows every field message and the banner when the empty form is sent', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile);
    const wizard = await openNewStakeholderForm(user);
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    expect(await within(wizard).findByRole('alert')).toHaveTextContent(messages.fillFormsCorrectly);
    for (const message of [
      messages.stakeholderNameRequired,
      messages.emailRequired,
      messages.ticketTitleRequired,
      messages.ticketPriorityRequired,
      messages.slaCategoryRequired,
      messages.ticketHandlerRequired,
      messages.descriptionRequired,
      // 'Also add as a stakeholder record' is ticked: its type is asked for.
      messages.stakeholderTypeRequired,
    ]) {
      expect(within(wizard).getByText(message)).toBeInTheDocument();
    }
    expect(api.sentTo('POST /api/ticket/create-ticket/')).toHaveLength(0);
  });

  it('says an email of the wrong form is invalid', async () => {
    const user = userEvent.setup();
    openAs(managerProfile);
    const wizard = await openNewStakeholderForm(user);
    await user.type(within(wizard).getByLabelText('Stakeholder Email'), 'grace-at-ope');
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(wizard).findByText(messages.invalidEmailFormat)).toBeInTheDocument();
  });

  it('sends the trimmed ticket and shows the success dialog, then proceeds to Tickets', async () => {
    // The texts are pasted, as people often fill this form: typed key by key,
    // every key re-rendered the whole wizard, the longest test of the suite.
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile);
    const wizard = await openNewStakeholderForm(user);
    const paste = async (label: string, text: string) => {
      await user.click(within(wizard).getByLabelText(label));
      await user.paste(text);
    };
    await paste('Stakeholder Name', '  Grace Ope ');
    await paste('Stakeholder Email', ' Grace@Ope.ng');
    await paste('Ticket Title', ' Refund not received  ');
    await chooseOption(user, 'Priority', 'High');
    await chooseOption(user, 'SLA Category', 'Standard');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
    await paste('Description', 'Paid twice ');
    // The ticket alone: no record added with it.
    await user.click(within(wizard).getByRole('checkbox', { name: /Also add as a stakeholder record/ }));
    expect(within(wizard).queryByRole('combobox', { name: 'Stakeholder Type' })).not.toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    const done = await screen.findByRole('dialog', { name: messages.ticketCreated });
    expect(within(done).getByText(messages.ticketCreatedDetail)).toBeInTheDocument();
    expect(within(done).queryByText(/Stakeholder record/)).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/ticket/create-ticket/')[0]?.body).toEqual({
      name: 'Grace Ope',
      email: 'grace@ope.ng',
      title: 'Refund not received',
      priority: 'high',
      sla_category: 'standard',
      type: 'standard',
      handler_id: kemi.id,
      description: 'Paid twice',
    });

    await user.click(within(done).getByRole('button', { name: 'Proceed to Tickets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message and field errors when it refuses the ticket", async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile);
    api.on(
      'POST /api/ticket/create-ticket/',
      jsonResponse(400, {
        detail: 'Please Fill these forms correctly to Proceed.',
        errors: { handler_id: 'Choose a handler from your organisation' },
      }),
    );
    const wizard = await openNewStakeholderForm(user);
    await user.type(within(wizard).getByLabelText('Stakeholder Name'), 'Grace Ope');
    await user.type(within(wizard).getByLabelText('Stakeholder Email'), 'grace@ope.ng');
    await user.type(within(wizard).getByLabelText('Ticket Title'), 'Refund');
    await chooseOption(user, 'Priority', 'Low');
    await chooseOption(user, 'SLA Category', 'Complex');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
    await user.type(within(wizard).getByLabelText('Description'), 'Paid twice');
    await user.click(within(wizard).getByRole('checkbox', { name: /Also add as a stakeholder record/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    expect(await within(wizard).findByRole('alert')).toHaveTextContent('Please Fill these forms correctly to Proceed.');
    expect(within(wizard).getByText('Choose a handler from your organisation')).toBeInTheDocument();
  });

  it('adds a new stakeholder as a record of the chosen type too, ticked by default, and links to it', async () => {
    const user = userEvent.setup();
    const { api, router } = openAs({ ...managerProfile, permission_type: 'executive' });
    const added = { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', reference: 'STK-000012', name: 'Grace Ope' };
    api.on('POST /api/ticket/create-ticket/', jsonResponse(201, { ...created, added_stakeholder_record: added }));
    const wizard = await openNewStakeholderForm(user);
    expect(within(wizard).getByRole('checkbox', { name: /Also add as a stakeholder record/ })).toBeChecked();
    const paste = async (label: string, text: string) => {
      await user.click(within(wizard).getByLabelText(label));
      await user.paste(text);
    };
    await paste('Stakeholder Name', 'Grace Ope');
    await paste('Stakeholder Email', 'grace@ope.ng');
    await paste('Ticket Title', 'Refund not received');
    await chooseOption(user, 'Priority', 'High');
    await chooseOption(user, 'SLA Category', 'Standard');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
    await paste('Description', 'Paid twice');

    // A record keeps its type for good: it is chosen, never assumed.
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));
    expect(await within(wizard).findByText(messages.stakeholderTypeRequired)).toBeInTheDocument();
    expect(api.sentTo('POST /api/ticket/create-ticket/')).toHaveLength(0);
    await chooseOption(user, 'Stakeholder Type', 'Customer');
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    const done = await screen.findByRole('dialog', { name: messages.ticketCreated });
    expect((await api.requested('POST /api/ticket/create-ticket/')).body).toMatchObject({
      email: 'grace@ope.ng',
      stakeholder_record_type: 'new_customer',
    });
    const link = within(done).getByRole('link', { name: 'STK-000012 · Grace Ope' });
    expect(link).toHaveAttribute('href', `/stakeholder/${added.id}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/stakeholder/${added.id}`));
  });

  it('offers no record for an existing stakeholder, nor for a ticket another screen filled in', async () => {
    const { user, pass } = setUpFakeClock();
    const { api } = openAs(managerProfile);
    await user.click(await screen.findByRole('button', { name: /Create a Ticket/ }));
    await user.click(await screen.findByRole('button', { name: 'Existing Stakeholder' }));
    await user.type(screen.getByLabelText('Search stakeholders'), 'tun');
    await pass(300);
    await api.requested('GET /api/ticket/stakeholders/');
    await user.click(await screen.findByRole('button', { name: /Tunde Ola/ }));
    const form = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(form).getByLabelText('Stakeholder Name')).toHaveValue('Tunde Ola');
    expect(within(form).queryByRole('checkbox', { name: /Also add as a stakeholder record/ })).not.toBeInTheDocument();
  });

  it('fills the form with the existing stakeholder picked from the search', async () => {
    const { user, pass } = setUpFakeClock();
    const { api } = openAs(managerProfile);
    await user.click(await screen.findByRole('button', { name: /Create a Ticket/ }));
    await user.click(await screen.findByRole('button', { name: 'Existing Stakeholder' }));
    const picker = await screen.findByRole('dialog', { name: 'Existing Stakeholder' });
    // An empty box asks for nothing, however long it waits.
    await pass(400);
    expect(api.sentTo('GET /api/ticket/stakeholders/')).toHaveLength(0);
    await user.type(within(picker).getByLabelText('Search stakeholders'), 'tun');
    // Debounced: nothing while typing, then one request for the whole word.
    expect(api.sentTo('GET /api/ticket/stakeholders/')).toHaveLength(0);
    await pass(300);
    await api.requested('GET /api/ticket/stakeholders/');
    const tunde = await within(picker).findByRole('button', { name: /Tunde Ola/ });
    expect(within(picker).queryByRole('button', { name: /Grace Ope/ })).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/ticket/stakeholders/').map(({ url }) => url.searchParams.get('search'))).toEqual([
      'tun',
    ]);
    await user.click(tunde);

    const form = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(form).getByLabelText('Stakeholder Name')).toHaveValue('Tunde Ola');
    await waitFor(() => expect(within(form).getByLabelText('Ticket Title')).toHaveFocus());
    expect(within(form).getByLabelText('Stakeholder Email')).toHaveValue('tunde@ola.ng');
  });

  it('says when no stakeholder matches the search', async () => {
    const user = userEvent.setup();
    openAs(managerProfile);
    await user.click(await screen.findByRole('button', { name: /Create a Ticket/ }));
    await user.click(await screen.findByRole('button', { name: 'Existing Stakeholder' }));
    await user.type(screen.getByLabelText('Search stakeholders'), 'zzz');
    expect(await screen.findByText('No stakeholders found matching "zzz"')).toBeInTheDocument();
  });

  it('opens straight at the form with what another screen filled in', async () => {
    signIn(managerProfile);
    mockApi({
      'GET /api/profile/get-profile/': managerProfile,
      'GET /api/profile/all-users/': { results: [kemi], count: 1, page: 1, page_size: 100 },
    });
    renderAt(
      <CreateTicketModal
        opened
        onClose={() => {}}
        initial={{ name: 'Grace Ope', email: 'grace@ope.ng', title: 'Late delivery', description: 'From feedback' }}
      />,
    );
    const form = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(form).getByLabelText('Ticket Title')).toHaveValue('Late delivery');
    expect(within(form).getByLabelText('Description')).toHaveValue('From feedback');
    expect(within(form).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: /Also add as a stakeholder record/ })).not.toBeInTheDocument();
  });

  it('is not offered to support users', async () => {
    openAs({ ...managerProfile, permission_type: 'support' });
    await settled();
    expect(screen.queryByRole('button', { name: /Create a Ticket/ })).not.toBeInTheDocument();
  });
});
