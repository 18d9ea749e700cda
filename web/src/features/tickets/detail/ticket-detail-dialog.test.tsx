import {
  type Department,
  messages,
  type Profile,
  type StaffUser,
  type TicketActivity,
  type TicketDetail,
} from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/api-mock';
import { managerProfile } from '../../../test/fixtures';
import { renderAt, settled } from '../../../test/render';
import { chooseOption } from '../../../test/select';
import { signIn } from '../../../test/session';
import { TicketDetailDialog } from './ticket-detail-dialog';

const frontDesk: Department = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Front Desk',
  description: 'Greets every visitor',
  created_at: '2025-01-06T09:00:00.000Z',
  staff_count: 1,
};
const billing: Department = { ...frontDesk, id: '8b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'Billing' };

const staffMember = (fields: Partial<StaffUser> & Pick<StaffUser, 'id' | 'first_name' | 'permission_type'>) => ({
  last_name: 'Staff',
  email: `${fields.first_name.toLowerCase()}@zenith.ng`,
  department_id: null,
  department_name: null,
  email_verified: true,
  image_url: null,
  org_origin: false,
  ...fields,
});
const ada = staffMember({ id: managerProfile.id, first_name: 'Ada', last_name: 'Obi', permission_type: 'manager' });
const kemi = staffMember({
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  first_name: 'Kemi',
  last_name: 'Bello',
  permission_type: 'support',
  department_id: frontDesk.id,
  department_name: frontDesk.name,
});
const femi = staffMember({
  id: '9c3f4e5d-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
  first_name: 'Femi',
  last_name: 'Ade',
  permission_type: 'executive',
});

const activity = (fields: Partial<TicketActivity> & Pick<TicketActivity, 'id' | 'type' | 'text'>): TicketActivity => ({
  reference: 'TCK-000007',
  author: { id: ada.id, first_name: 'Ada', last_name: 'Obi' },
  changes: null,
  body: null,
  files: [],
  email: null,
  created_at: '2025-03-01T09:00:00.000Z',
  ...fields,
});

const ticket: TicketDetail = {
  stakeholder_record: null,
  stakeholder_email_failing: null,
  attachments: [],
  custom_fields: {},
  tag_ids: [],
  id: '8b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  reference: 'TCK-000007',
  title: 'Refund not received',
  description: 'Paid twice for one order',
  status: 'open',
  priority: 'high',
  sla_category: 'standard',
  type: 'complex',
  handler_id: kemi.id,
  handler: { id: kemi.id, first_name: 'Kemi', last_name: 'Bello', email: kemi.email },
  stakeholder: { name: 'Grace Ope', email: 'grace@ope.ng' },
  due_at: '2025-03-02T09:00:00.000Z',
  resolved_at: null,
  feedback: null,
  chat: null,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ticket_activity: [
    activity({ id: '0a1b2c3d-0000-4000-8000-000000000001', type: 'created', text: 'Ticket created' }),
    activity({
      id: '0a1b2c3d-0000-4000-8000-000000000002',
      type: 'edited',
      text: 'Ticket edited',
      changes: {
        priority: { from: 'low', to: 'high' },
        sla_category: { from: 'complex', to: 'standard' },
        due_at: { from: '2025-03-08T09:00:00.000Z', to: '2025-03-02T09:00:00.000Z' },
      },
      created_at: '2025-03-01T09:30:00.000Z',
    }),
    activity({
      id: '0a1b2c3d-0000-4000-8000-000000000003',
      type: 'status_changed',
      text: 'Status moved to open',
      author: null,
      created_at: '2025-03-01T10:00:00.000Z',
    }),
    activity({
      id: '0a1b2c3d-0000-4000-8000-000000000004',
      type: 'reassigned',
      text: 'Ada Obi re-assigned the ticket from Femi Ade to Kemi Bello.',
      changes: {
        handler_id: { from: '9c3f4e5d-6a7b-4c8d-8e9f-1a2b3c4d5e6f', to: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
      },
      created_at: '2025-03-01T10:30:00.000Z',
    }),
  ],
};

// docs/product.md#api-conventions: day/month/year hour:minute, in the browser's time zone.
const dated = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

const ticketRoute = `/api/ticket/get-ticket/${ticket.id}/`;

function openTicket({
  profile = managerProfile,
  shown = ticket,
  staff = [ada, kemi, femi],
  emailsOn = true,
}: {
  profile?: Profile;
  shown?: TicketDetail;
  staff?: StaffUser[];
  emailsOn?: boolean;
} = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    [`GET ${ticketRoute}`]: shown,
    'GET /api/profile/all-users/': { results: staff, count: staff.length, page: 1, page_size: 100 },
    'GET /api/profile/get-departments/': { results: [frontDesk, billing], count: 2, page: 1, page_size: 100 },
    [`PUT /api/ticket/update-ticket/${ticket.id}/`]: ({ body }) => ({ ...shown, ...(body as object) }),
    [`DELETE /api/ticket/delete-ticket/${ticket.id}/`]: { detail: messages.ticketDeleted },
    'GET /api/profile/ticket-emails/': { email_stakeholders: emailsOn },
  });
  const onClose = vi.fn();
  const view = renderAt(<TicketDetailDialog ticketId={ticket.id} onClose={onClose} />, '/tickets');
  return { api, onClose, ...view };
}

const findDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Ticket Details' });
  await within(dialog).findByText('TCK-000007');
  return dialog;
};

async function openReassign(user: UserEvent, group: string) {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Re-assign Ticket' }));
  const panel = await screen.findByRole('dialog', { name: 'Re-assign Ticket' });
  await user.click(within(panel).getByRole('radio', { name: group }));
  return panel;
}

describe('Ticket detail dialog', () => {
  it('shows the ticket and its history, edits as before → after', async () => {
    openTicket();
    const dialog = await findDialog();
    expect(within(dialog).getByText('Ticket ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Refund not received')).toBeInTheDocument();
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).getByText('Complex')).toBeInTheDocument();
    expect(within(dialog).getByText('grace@ope.ng')).toBeInTheDocument();
    expect(within(dialog).getByText('Kemi Bello')).toBeInTheDocument();
    expect(within(dialog).getByText('Paid twice for one order')).toBeInTheDocument();

    const history = within(dialog).getByRole('region', { name: 'Ticket History' });
    expect(within(history).getByText('Ticket edited')).toBeInTheDocument();
    expect(within(history).getByText('Priority: Low → High')).toBeInTheDocument();
    expect(within(history).getByText('SLA Category: Complex → Standard')).toBeInTheDocument();
    expect(
      within(history).getByText(
        `Due Date: ${dated('2025-03-08T09:00:00.000Z')} → ${dated('2025-03-02T09:00:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(within(history).getByText(`SLA clock · ${dated('2025-03-01T10:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(history).getAllByText(`Ada Obi · ${dated('2025-03-01T09:00:00.000Z')}`)).toHaveLength(1);
    expect(
      within(history).getByText('Ada Obi re-assigned the ticket from Femi Ade to Kemi Bello.'),
    ).toBeInTheDocument();
    expect(within(history).queryByText(/Handler|handler id/)).not.toBeInTheDocument();
  });

  it('says Unassigned when the ticket has no handler', async () => {
    openTicket({ shown: { ...ticket, handler: null, handler_id: null } });
    const dialog = await findDialog();
    expect(within(dialog).getByText('Unassigned')).toBeInTheDocument();
  });

  it('links the stakeholder to their record when the user may see one', async () => {
    const record = { id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f', reference: 'STK-000004', name: 'Grace Ope' };
    openTicket({ shown: { ...ticket, stakeholder_record: record } });
    const link = await screen.findByRole('link', { name: `${ticket.stakeholder.name} (STK-000004)` });
    expect(link).toHaveAttribute('href', `/stakeholder/${record.id}`);
  });

  it('leads a ticket made in a chat back to that conversation, closing the dialog', async () => {
    const user = userEvent.setup();
    const chat = { id: '8c1f4e2a-6b3d-4c5e-9f0a-1b2c3d4e5f60', email: 'grace@ope.ng' };
    const { onClose, router } = openTicket({ shown: { ...ticket, chat } });
    const link = await screen.findByRole('link', { name: 'From the chat with grace@ope.ng' });
    expect(link).toHaveAttribute('href', `/chats?user=${chat.id}`);
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/chats?user=${chat.id}`);
  });

  it('names no chat for a ticket made elsewhere', async () => {
    openTicket();
    await findDialog();
    expect(screen.queryByRole('link', { name: /From the chat/ })).not.toBeInTheDocument();
  });

  it('offers support users no Edit, Delete, Resolve or Re-assign', async () => {
    openTicket({ profile: { ...managerProfile, permission_type: 'support' } });
    const dialog = await findDialog();
    await settled();
    for (const name of ['Edit', 'Delete', 'Resolve Ticket', 'Re-assign Ticket']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers an executive every action', async () => {
    openTicket({ profile: { ...managerProfile, permission_type: 'executive' } });
    const dialog = await findDialog();
    for (const name of ['Edit', 'Delete', 'Resolve Ticket', 'Re-assign Ticket']) {
      expect(await within(dialog).findByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers neither Resolve nor Re-assign on a resolved ticket', async () => {
    openTicket({ shown: { ...ticket, status: 'resolved' } });
    const dialog = await findDialog();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resolve Ticket' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Re-assign Ticket' })).not.toBeInTheDocument();
  });

  it('resolves by sending status resolved, asking first for an optional resolution note', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Ticket' }));

    const form = await screen.findByRole('dialog', { name: 'Resolve TCK-000007' });
    expect(within(form).getByLabelText(/Resolution note/)).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Resolve Ticket' }));
    expect(await screen.findByText(messages.ticketResolved)).toBeInTheDocument();
    // The status alone: sending back the fields shown could undo a colleague's edit.
    expect(api.sentTo(`PUT /api/ticket/update-ticket/${ticket.id}/`)[0]?.body).toEqual({ status: 'resolved' });
  });

  it('sends the resolution note with the resolve', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    await user.click(within(await findDialog()).getByRole('button', { name: 'Resolve Ticket' }));
    const form = await screen.findByRole('dialog', { name: 'Resolve TCK-000007' });
    await user.type(within(form).getByLabelText(/Resolution note/), 'Refunded on 3 March.');
    await user.click(within(form).getByRole('button', { name: 'Resolve Ticket' }));
    await screen.findByText(messages.ticketResolved);
    expect(api.sentTo(`PUT /api/ticket/update-ticket/${ticket.id}/`)[0]?.body).toEqual({
      status: 'resolved',
      resolution_note: 'Refunded on 3 March.',
    });
  });

  it("toasts the server's message when resolving fails", async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    api.on(
      `PUT /api/ticket/update-ticket/${ticket.id}/`,
      jsonResponse(400, { detail: messages.ticketAlreadyResolved }),
    );
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Ticket' }));
    const form = await screen.findByRole('dialog', { name: 'Resolve TCK-000007' });
    await user.click(within(form).getByRole('button', { name: 'Resolve Ticket' }));
    expect(await screen.findByText(messages.ticketAlreadyResolved)).toBeInTheDocument();
  });

  it('says a resolution note the server refuses under it, and keeps the form open', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    api.on(
      `PUT /api/ticket/update-ticket/${ticket.id}/`,
      jsonResponse(422, { detail: messages.validationFailed, errors: { resolution_note: messages.textTooLong } }),
    );
    await user.click(within(await findDialog()).getByRole('button', { name: 'Resolve Ticket' }));
    const form = await screen.findByRole('dialog', { name: 'Resolve TCK-000007' });
    await user.type(within(form).getByLabelText(/Resolution note/), 'Refunded on 3 March.');
    await user.click(within(form).getByRole('button', { name: 'Resolve Ticket' }));
    await api.requested(`PUT /api/ticket/update-ticket/${ticket.id}/`);
    expect(await within(form).findByText(messages.textTooLong)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Resolution note/)).toHaveValue('Refunded on 3 March.');
    expect(screen.getByRole('dialog', { name: 'Resolve TCK-000007' })).toBeInTheDocument();
  });

  it('reopens a resolved ticket for a manager', async () => {
    const user = userEvent.setup();
    const { api } = openTicket({ shown: { ...ticket, status: 'resolved', resolved_at: '2025-03-01T11:00:00.000Z' } });
    api.on(`POST /api/ticket/reopen-ticket/${ticket.id}/`, jsonResponse(200, { ...ticket, status: 'open' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Ticket' }));
    expect(await screen.findByText(messages.ticketReopened)).toBeInTheDocument();
    expect(api.sentTo(`POST /api/ticket/reopen-ticket/${ticket.id}/`)).toHaveLength(1);
  });

  it('sends files with a reply, never with a note, and says what the server refuses under them', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    const replyRoute = `POST /api/ticket/reply-to-ticket/${ticket.id}/`;
    api.on(
      replyRoute,
      jsonResponse(400, { detail: messages.documentNotAccepted, errors: { files: messages.documentNotAccepted } }),
    );
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('Reply to Grace Ope'), 'The quote, attached.');
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText(messages.documentNotAccepted)).toBeInTheDocument();
    const sent = api.sentTo(replyRoute)[0]?.body as FormData;
    expect(sent.get('body')).toBe('The quote, attached.');
    expect((sent.getAll('files') as File[]).map((file) => file.name)).toEqual(['quote.pdf']);

    api.on(replyRoute, jsonResponse(201, { detail: messages.ticketReplySent }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(messages.ticketReplySent)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Internal note' }));
    expect(within(dialog).queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
  });

  it('replies to the stakeholder, or adds an internal note, from the box under the history', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    api.on(`POST /api/ticket/reply-to-ticket/${ticket.id}/`, jsonResponse(201, { detail: messages.ticketReplySent }));
    api.on(`POST /api/ticket/add-ticket-note/${ticket.id}/`, jsonResponse(201, { detail: messages.ticketNoteAdded }));
    const dialog = await findDialog();

    const reply = within(dialog).getByLabelText('Reply to Grace Ope');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText(messages.replyRequired)).toBeInTheDocument();
    expect(api.sentTo(`POST /api/ticket/reply-to-ticket/${ticket.id}/`)).toHaveLength(0);

    await user.type(reply, 'We sent the refund today.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(messages.ticketReplySent)).toBeInTheDocument();
    expect(api.sentTo(`POST /api/ticket/reply-to-ticket/${ticket.id}/`)[0]?.body).toEqual({
      body: 'We sent the refund today.',
    });
    expect(reply).toHaveValue('');

    await user.click(within(dialog).getByRole('radio', { name: 'Internal note' }));
    await user.type(within(dialog).getByLabelText('Internal note (staff only)'), 'Bank ref 2231');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(messages.ticketNoteAdded)).toBeInTheDocument();
    expect(api.sentTo(`POST /api/ticket/add-ticket-note/${ticket.id}/`)[0]?.body).toEqual({ body: 'Bank ref 2231' });
  });

  it('says where a reply goes: by email, or only into the thread when the organisation emails no stakeholder', async () => {
    const { unmount } = openTicket();
    expect(
      await within(await findDialog()).findByText('Emailed to grace@ope.ng and shown on their ticket page.'),
    ).toBeInTheDocument();
    unmount();
    openTicket({ emailsOn: false });
    expect(
      await within(await findDialog()).findByText(
        'Kept in the thread: your organisation does not email stakeholders about their tickets.',
      ),
    ).toBeInTheDocument();
  });

  it('marks internal notes and shows who wrote each message, the stakeholder too', async () => {
    const thread = [
      activity({
        id: '0a1b2c3d-0000-4000-8000-000000000011',
        type: 'noted',
        text: 'Ada Obi added an internal note.',
        body: 'Call the bank',
      }),
      activity({
        id: '0a1b2c3d-0000-4000-8000-000000000012',
        type: 'answered',
        text: 'Grace Ope (the stakeholder) wrote on their ticket page.',
        author: null,
        body: 'Still waiting',
      }),
    ];
    openTicket({ shown: { ...ticket, ticket_activity: [...ticket.ticket_activity, ...thread] } });
    const dialog = await findDialog();
    const note = await within(dialog).findByRole('note', { name: 'Internal note' });
    expect(within(note).getByText('Internal note · staff only')).toBeInTheDocument();
    expect(within(note).getByText('Call the bank')).toBeInTheDocument();
    expect(within(dialog).getByText('Still waiting')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Grace Ope \(stakeholder\) ·/)).toBeInTheDocument();
  });

  it('shows what came by email: its sender, whether they are in doubt, its files, what was refused, its original', async () => {
    const email = {
      from_address: 'grace@ope.ng',
      from_name: 'Grace Ope',
      subject: 'Re: Refund',
      sender_check: 'failed' as const,
      refused_files: [{ name: 'setup.exe', reason: 'a program, script or web page' }],
      original_location: '/api/files/org/mail/original.eml?exp=1&sig=a',
    };
    const thread = [
      activity({
        id: '0a1b2c3d-0000-4000-8000-000000000021',
        type: 'answered',
        text: 'Grace Ope (the stakeholder) wrote by email.',
        author: null,
        body: 'Receipt attached',
        email,
        files: [
          {
            id: '0a1b2c3d-0000-4000-8000-000000000031',
            location: '/api/files/org/mail/receipt.pdf?exp=1&sig=a',
            file_name: 'receipt.pdf',
            content_type: 'application/pdf',
            size: 250_000,
          },
        ],
      }),
    ];
    openTicket({
      shown: {
        ...ticket,
        ticket_activity: [...ticket.ticket_activity, ...thread],
        stakeholder_email_failing: { since: '2025-03-01T11:00:00.000Z', reason: 'mail to it came back undelivered' },
      },
    });
    const dialog = await findDialog();
    const history = within(dialog).getByRole('region', { name: 'Ticket History' });
    expect(within(history).getByText(/^Grace Ope <grace@ope\.ng> ·/)).toBeInTheDocument();
    expect(within(history).getByText('By email')).toBeInTheDocument();
    expect(within(history).getByText('Unverified sender')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute(
      'href',
      '/api/files/org/mail/receipt.pdf?exp=1&sig=a',
    );
    expect(within(history).getByText('244 KB')).toBeInTheDocument();
    expect(within(history).getByRole('note')).toHaveTextContent('Not kept: setup.exe (a program, script or web page)');
    expect(within(history).getByRole('link', { name: 'Original email (.eml)' })).toHaveAttribute(
      'download',
      'TCK-000007-email.eml',
    );
    expect(within(dialog).getByText(/Mail to this address came back undelivered on/)).toBeInTheDocument();
  });

  it('lets a support user write on the tickets they handle, not on others', async () => {
    const kemiProfile = { ...managerProfile, id: kemi.id, permission_type: 'support' as const, org_origin: false };
    const { unmount } = openTicket({ profile: kemiProfile });
    expect(await within(await findDialog()).findByLabelText('Reply to Grace Ope')).toBeInTheDocument();
    unmount();
    openTicket({ profile: kemiProfile, shown: { ...ticket, handler_id: ada.id } });
    const dialog = await findDialog();
    await within(dialog).findByText('Ticket History');
    expect(within(dialog).queryByLabelText('Reply to Grace Ope')).not.toBeInTheDocument();
  });

  it('edits the ticket, checking the title first', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    const title = within(form).getByLabelText('Ticket Title');
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText(messages.ticketTitleRequired)).toBeInTheDocument();
    expect(api.sentTo(`PUT /api/ticket/update-ticket/${ticket.id}/`)).toHaveLength(0);

    await user.type(title, ' Refund still missing ');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.ticketEdited)).toBeInTheDocument();
    expect(api.sentTo(`PUT /api/ticket/update-ticket/${ticket.id}/`)[0]?.body).toEqual({
      title: 'Refund still missing',
      priority: 'high',
      sla_category: 'standard',
      type: 'complex',
      name: 'Grace Ope',
      email: 'grace@ope.ng',
      description: 'Paid twice for one order',
    });
    expect(await screen.findByRole('dialog', { name: 'Ticket Details' })).toBeInTheDocument();
  });

  it('says a field the server refuses under it, with the cursor there, and keeps the edit open', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    api.on(
      `PUT /api/ticket/update-ticket/${ticket.id}/`,
      jsonResponse(422, { detail: messages.validationFailed, errors: { email: messages.invalidEmailAddress } }),
    );
    await user.click(within(await findDialog()).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.validationFailed);
    const email = within(form).getByLabelText('Stakeholder Email');
    expect(email).toHaveAccessibleDescription(messages.invalidEmailAddress);
    expect(email).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit Ticket' })).toBeInTheDocument();
  });

  it('re-assigns to a support user of the chosen department', async () => {
    const user = userEvent.setup();
    const handledByAda = { id: ada.id, first_name: ada.first_name, last_name: ada.last_name, email: ada.email };
    const { api } = openTicket({ shown: { ...ticket, handler_id: ada.id, handler: handledByAda } });
    const setHandlerRoute = `GET /api/ticket/set-handler/${ticket.id}/${kemi.id}/`;
    api.on(setHandlerRoute, { ...ticket, handler_id: kemi.id });
    const panel = await openReassign(user, 'Support');
    const confirm = within(panel).getByRole('button', { name: 'Confirm Re-assign' });
    expect(confirm).toBeDisabled();

    await chooseOption(user, 'Choose a Department', 'Front Desk');
    await chooseOption(user, 'Choose a Support user', 'Kemi Bello');
    await user.click(confirm);

    expect(await screen.findByText(messages.ticketReassigned)).toBeInTheDocument();
    expect(api.sentTo(setHandlerRoute)).toHaveLength(1);
  });

  it('does not offer the current handler', async () => {
    const user = userEvent.setup();
    openTicket();
    const panel = await openReassign(user, 'Support');
    await chooseOption(user, 'Choose a Department', 'Front Desk');
    // Kemi, the only support user of Front Desk, already handles the ticket.
    expect(await within(panel).findByText(messages.noSupportInDepartment)).toBeInTheDocument();
  });

  it('re-assigns to an executive chosen from everyone', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    const setHandlerRoute = `GET /api/ticket/set-handler/${ticket.id}/${femi.id}/`;
    api.on(setHandlerRoute, { ...ticket, handler_id: femi.id });
    const panel = await openReassign(user, 'SE Executive');
    await chooseOption(user, 'Choose a SE Executive', 'Femi Ade');
    await user.click(within(panel).getByRole('button', { name: 'Confirm Re-assign' }));
    await waitFor(() => expect(api.sentTo(setHandlerRoute)).toHaveLength(1));
  });

  it("toasts the server's message when re-assigning fails", async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    api.on(
      `GET /api/ticket/set-handler/${ticket.id}/${femi.id}/`,
      jsonResponse(400, { detail: messages.ticketAlreadyResolved }),
    );
    const panel = await openReassign(user, 'SE Executive');
    await chooseOption(user, 'Choose a SE Executive', 'Femi Ade');
    await user.click(within(panel).getByRole('button', { name: 'Confirm Re-assign' }));
    expect(await screen.findByText(messages.ticketAlreadyResolved)).toBeInTheDocument();
  });

  it('says when there is no SE Manager, and links to add users', async () => {
    const user = userEvent.setup();
    const { router } = openTicket({ staff: [kemi, femi] });
    const panel = await openReassign(user, 'SE Manager');
    expect(await within(panel).findByText(messages.noManagers)).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Choose a SE Manager' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: messages.addMoreUsers }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('says when there is no SE Executive', async () => {
    const user = userEvent.setup();
    openTicket({ staff: [ada, kemi] });
    const panel = await openReassign(user, 'SE Executive');
    expect(await within(panel).findByText(messages.noExecutives)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: messages.addMoreUsers })).toHaveAttribute('href', '/users');
  });

  it('says when the chosen department has no support user', async () => {
    const user = userEvent.setup();
    const { api } = openTicket();
    const panel = await openReassign(user, 'Support');
    await chooseOption(user, 'Choose a Department', 'Billing');
    expect(await within(panel).findByText(messages.noSupportInDepartment)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: messages.addMoreUsers })).toHaveAttribute('href', '/users');
    expect(within(panel).getByRole('button', { name: 'Confirm Re-assign' })).toBeDisabled();
    expect(api.requests.some(({ url }) => url.pathname.startsWith('/api/ticket/set-handler/'))).toBe(false);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    const { api, onClose } = openTicket();
    const deleteRoute = `DELETE /api/ticket/delete-ticket/${ticket.id}/`;
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm you want to Delete TCK-000007' });
    expect(within(confirm).getByText('This action cannot be undone')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    await findDialog();
    expect(api.sentTo(deleteRoute)).toHaveLength(0);

    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Confirm you want to Delete/ })).getByRole('button', {
        name: 'Delete Ticket',
      }),
    );
    expect(await screen.findByText(messages.ticketDeleted)).toBeInTheDocument();
    expect(api.sentTo(deleteRoute)).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    // The deleted ticket is not asked for again.
    expect(api.sentTo(`GET ${ticketRoute}`)).toHaveLength(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = openTicket();
    await findDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
