import { messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { aTicket, aTicketDetail, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

const ticket = aTicket({ title: 'Parcel arrived damaged', status: 'open' });
const other = aTicket({ title: 'Invoice sent twice', status: 'open' });
const fromFeedback = aTicket({
  title: 'The app logs me out',
  status: 'new',
  feedback: { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', reference: 'FBK-000003' },
});
const anImage = (id: number, fileName: string) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  location: `/api/files/org/feedback/${id}.png?exp=1&sig=${'0'.repeat(64)}`,
  file_name: fileName,
  content_type: 'image/png',
  size: 1024,
});

function openPage(path: string, extra: Parameters<typeof mockApi>[0] = {}, profile = managerProfile) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/ticket/ticket-counts/': { total: 1, new: 0, open: 1, due: 0, overdue: 0, unresolved: 1, resolved: 0 },
    'GET /api/ticket/all-tickets/': pageOf([]),
    [`GET /api/ticket/by-reference/${ticket.reference}/`]: aTicketDetail(ticket),
    [`GET /api/ticket/by-reference/${other.reference}/`]: aTicketDetail(other),
    [`GET /api/ticket/by-reference/${fromFeedback.reference}/`]: {
      ...aTicketDetail(fromFeedback),
      attachments: [anImage(1, 'login error.png'), anImage(2, 'phone.png')],
    },
    'GET /api/ticket/by-reference/TCK-999999/': jsonResponse(404, { detail: messages.notFound }),
    [`DELETE /api/ticket/delete-ticket/${ticket.id}/`]: { detail: messages.ticketDeleted },
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

describe('a ticket page, /tickets/{reference}', () => {
  it('opens from a link with the whole ticket; Back with no list behind it goes to all tickets', async () => {
    const user = userEvent.setup();
    const { router } = openPage(`/tickets/${ticket.reference}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Ticket Details · ${ticket.reference}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Parcel arrived damaged')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  });

  it('takes a new tag typed on it: the tag is added, then set on the ticket', async () => {
    const user = userEvent.setup();
    const solar = { id: '7e3a0b2c-4d5e-4f6a-8b9c-2d3e4f5a6b7c', name: 'Solar', colour: 'gray' as const };
    const warranty = { id: '8f4b1c3d-5e6f-4a7b-9c8d-3e4f5a6b7c8d', name: 'Warranty', colour: 'gray' as const };
    const { api } = openPage(`/tickets/${ticket.reference}`, {
      'GET /api/profile/tags/': { results: [solar] },
      'POST /api/profile/tags/': { results: [solar, warranty] },
      [`PUT /api/ticket/ticket-tags/${ticket.id}/`]: { ...ticket, tag_ids: [warranty.id] },
    });
    // Mantine's TagsInput labels its pill group and its text box alike: the text box is the one to type in.
    const tags = (await screen.findAllByLabelText('Tags')).find((element) => element.tagName === 'INPUT')!;
    await user.type(tags, 'Warranty{Enter}');
    expect((await api.requested('POST /api/profile/tags/')).body).toEqual({ name: 'Warranty' });
    expect((await api.requested(`PUT /api/ticket/ticket-tags/${ticket.id}/`)).body).toEqual({ tag_ids: [warranty.id] });
  });

  it('takes a tag off from the keyboard, and says a refusal under the field', async () => {
    const user = userEvent.setup();
    const solar = { id: '7e3a0b2c-4d5e-4f6a-8b9c-2d3e4f5a6b7c', name: 'Solar', colour: 'gray' as const };
    const warranty = { id: '8f4b1c3d-5e6f-4a7b-9c8d-3e4f5a6b7c8d', name: 'Warranty', colour: 'gray' as const };
    const { api } = openPage(`/tickets/${ticket.reference}`, {
      [`GET /api/ticket/by-reference/${ticket.reference}/`]: aTicketDetail({
        ...ticket,
        tag_ids: [solar.id, warranty.id],
      }),
      'GET /api/profile/tags/': { results: [solar, warranty] },
      'POST /api/profile/tags/': jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { name: messages.tagsFull },
      }),
      [`PUT /api/ticket/ticket-tags/${ticket.id}/`]: { ...ticket, tag_ids: [solar.id] },
    });
    const tags = (await screen.findAllByLabelText('Tags')).find((element) => element.tagName === 'INPUT')!;
    await waitFor(() => expect(screen.getByText('Warranty')).toBeInTheDocument());
    await user.click(tags);
    await user.keyboard('{Backspace}');
    expect((await api.requested(`PUT /api/ticket/ticket-tags/${ticket.id}/`)).body).toEqual({ tag_ids: [solar.id] });

    await user.type(tags, 'Inverter{Enter}');
    expect((await api.requested('POST /api/profile/tags/')).body).toEqual({ name: 'Inverter' });
    await waitFor(() => expect(tags).toHaveAccessibleDescription(messages.tagsFull));
    expect(api.sentTo(`PUT /api/ticket/ticket-tags/${ticket.id}/`)).toHaveLength(1);
  });

  it("shows a ticket's tags as badges to those who may not tag, with no tag box", async () => {
    const solar = { id: '7e3a0b2c-4d5e-4f6a-8b9c-2d3e4f5a6b7c', name: 'Solar', colour: 'yellow' as const };
    openPage(
      `/tickets/${ticket.reference}`,
      {
        [`GET /api/ticket/by-reference/${ticket.reference}/`]: aTicketDetail({ ...ticket, tag_ids: [solar.id] }),
        'GET /api/profile/tags/': { results: [solar] },
      },
      { ...managerProfile, permission_type: 'support', org_origin: false },
    );
    expect(await screen.findByText('Solar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tags')).toBeNull();
  });

  it('shows the images of the feedback it was made from, each opened large and downloadable', async () => {
    const user = userEvent.setup();
    openPage(`/tickets/${fromFeedback.reference}`);
    const section = await screen.findByRole('region', { name: 'Attachments' });
    const images = within(section).getByRole('list', { name: 'Images' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['login error.png', 'phone.png']);
    expect(within(images).getByRole('link', { name: 'Download phone.png' })).toHaveAttribute(
      'href',
      anImage(2, 'phone.png').location,
    );
    await user.click(within(images).getByRole('button', { name: 'Open login error.png' }));
    expect(await screen.findByRole('dialog', { name: 'login error.png' })).toBeInTheDocument();
  });

  it('shows no attachments section on a ticket without images', async () => {
    openPage(`/tickets/${ticket.reference}`);
    expect(await screen.findByText('Parcel arrived damaged')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('says when there is no such ticket, with a way to all tickets', async () => {
    openPage('/tickets/TCK-999999');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('goes to all tickets once the ticket is deleted', async () => {
    const user = userEvent.setup();
    const { router, api } = openPage(`/tickets/${ticket.reference}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('heading', { name: `Confirm you want to Delete ${ticket.reference}` });
    expect(confirm).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Ticket' }));
    expect(await screen.findByText(messages.ticketDeleted)).toBeInTheDocument();
    expect(api.sentTo(`DELETE /api/ticket/delete-ticket/${ticket.id}/`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    expect(within(document.body).queryByRole('heading', { name: /Ticket Details/ })).not.toBeInTheDocument();
  });

  it('starts afresh on another ticket: no draft reply nor open view carries over to it', async () => {
    const user = userEvent.setup();
    // The other ticket was seen before, so it shows at once from what the page remembers.
    const { router } = openPage(`/tickets/${other.reference}`);
    expect(await screen.findByText('Invoice sent twice')).toBeInTheDocument();
    await router.navigate(`/tickets/${ticket.reference}`);
    await user.type(await screen.findByRole('textbox', { name: /^Reply to / }), 'Your parcel is on its way');
    await router.navigate(`/tickets/${other.reference}`);
    expect(await screen.findByText('Invoice sent twice')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reply to / })).toHaveValue('');
  });
});
