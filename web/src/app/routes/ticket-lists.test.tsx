import type { Profile, Ticket, TicketCounts } from '@srm/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type RouteHandler } from '../../test/api-mock';
import { setUpFakeClock } from '../../test/clock';
import { managerProfile } from '../../test/fixtures';
import { atPhoneWidth } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { aTicket, aTicketDetail, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

const counts: TicketCounts = { total: 9, new: 1, open: 2, due: 1, overdue: 3, unresolved: 6, resolved: 3 };

const jammed = aTicket({ title: 'Printer on the third floor is jammed again', status: 'due' });
const orphan = aTicket({ title: 'Refund', status: 'overdue', handler: null, handler_id: null });
const done = aTicket({ title: 'Password reset', status: 'resolved' });
const tickets = [jammed, orphan, done];

function openTicketsAs(profile: Profile, path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/ticket/ticket-counts/': counts,
    'GET /api/ticket/all-tickets/': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = tickets.filter((ticket) => ticket.title.toLowerCase().includes(search));
      return pageOf(found, Number(url.searchParams.get('page') ?? 1));
    },
    'POST /api/ticket/filter-by-status/': pageOf([orphan]),
    ...Object.fromEntries(tickets.map((ticket) => [`GET /api/ticket/get-ticket/${ticket.id}/`, aTicketDetail(ticket)])),
    ...Object.fromEntries(
      tickets.map((ticket) => [`GET /api/ticket/by-reference/${ticket.reference}/`, aTicketDetail(ticket)]),
    ),
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const findRowOf = (reference: string) => screen.findByRole('row', { name: new RegExp(reference) });
// Each different request once, in the order first sent.
const distinct = <T,>(items: T[]) =>
  items.filter((item, index) => items.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === index);
// A status's colour (docs/product.md#tickets), in Mantine's palette.
const badgeOf = (row: HTMLElement, label: string) => within(row).getByText(label).closest('[data-colour]');

describe('ticket list', () => {
  it('shows who handles each ticket, its title, stakeholder, priority, status, deadline, reference and when it was made', async () => {
    openTicketsAs(managerProfile, '/tickets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByText('Create and view all your tickets here')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Assigned To',
      'Title',
      'Stakeholder',
      'Priority',
      'Status',
      'Due',
      'Ticket ID',
      'Created',
      'Actions',
    ]);

    const jammedRow = await findRowOf(jammed.reference);
    expect(jammedRow).toHaveTextContent('Ada Obi');
    // Whole in the page: cut only where the column is narrow, and whole on hover.
    const title = within(jammedRow).getByText('Printer on the third floor is jammed again');
    expect(title).toHaveAttribute('title', 'Printer on the third floor is jammed again');
    expect(within(jammedRow).getByText(jammed.stakeholder.name)).toBeInTheDocument();
    expect(within(jammedRow).getByText('Medium')).toBeInTheDocument();
    expect(badgeOf(jammedRow, 'Due')).toHaveAttribute('data-colour', 'yellow');
    expect(jammedRow).toHaveTextContent('Jan 06, 2025, at 02:05pm');

    const orphanRow = await findRowOf(orphan.reference);
    expect(within(orphanRow).getByText('Unassigned')).toBeInTheDocument();
    expect(within(orphanRow).getByText('Refund')).toBeInTheDocument();
    expect(within(orphanRow).getByText(/^overdue \d+ d$/)).toBeInTheDocument();
    expect(badgeOf(orphanRow, 'Overdue')).toHaveAttribute('data-colour', 'red');
    const doneRow = await findRowOf(done.reference);
    expect(badgeOf(doneRow, 'Resolved')).toHaveAttribute('data-colour', 'green');
    expect(within(doneRow).getByLabelText('No deadline: resolved')).toBeInTheDocument();
  });

  it('narrows to me, a handler, a priority or an SLA category, and sorts, all kept in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = openTicketsAs(managerProfile, '/tickets', {
      'GET /api/profile/all-users/': pageOf([]),
    });
    await findRowOf(jammed.reference);
    const lastAsked = () => api.sentTo('GET /api/ticket/all-tickets/').at(-1)?.url.searchParams;

    await user.click(await screen.findByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(lastAsked()?.get('handler_id')).toBe(managerProfile.id));
    expect(router.state.location.search).toBe('?mine=1');

    await chooseOption(user, 'Sort by', 'Due soonest');
    await waitFor(() => expect(lastAsked()?.get('sort')).toBe('due'));
    await chooseOption(user, 'SLA Category', 'Complex');
    await waitFor(() => expect(lastAsked()?.get('sla_category')).toBe('complex'));
    expect(new URLSearchParams(router.state.location.search).get('sla')).toBe('complex');

    await chooseOption(user, 'Priority', 'High');
    await waitFor(() =>
      expect(api.sentTo('POST /api/ticket/filter-by-status/').at(-1)?.body).toMatchObject({
        priority: 'high',
        handler_id: managerProfile.id,
        sla_category: 'complex',
        sort: 'due',
      }),
    );
  });

  it('reads the choices back from the address, as after a reload', async () => {
    const { api } = openTicketsAs(managerProfile, '/tickets?sort=priority&sla=medium&page=2');
    await findRowOf(jammed.reference);
    const asked = api.sentTo('GET /api/ticket/all-tickets/')[0]?.url.searchParams;
    expect(asked?.get('sort')).toBe('priority');
    expect(asked?.get('sla_category')).toBe('medium');
    expect(asked?.get('page')).toBe('2');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('Highest priority');
    expect(screen.getByRole('combobox', { name: 'SLA Category' })).toHaveValue('Medium');
  });

  it('filters by a tag shown on the rows, kept in the address and read back after a reload', async () => {
    const urgent = { id: '5c1e8f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Urgent', colour: 'red' as const };
    // A second id no longer among the tags (merged away) shows nothing.
    const mergedAway = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const taggedJammed = { ...jammed, tag_ids: [urgent.id, mergedAway] };
    const tagged = {
      'GET /api/profile/tags/': { results: [urgent] },
      'GET /api/ticket/all-tickets/': ({ url }: { url: URL }) =>
        pageOf(url.searchParams.get('tag') === urgent.id ? [taggedJammed] : [taggedJammed, orphan, done]),
    };
    const user = userEvent.setup();
    const { api, router, unmount } = openTicketsAs(managerProfile, '/tickets', tagged);
    const row = await findRowOf(jammed.reference);
    expect(await within(row).findByText('Urgent')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(mergedAway);

    await chooseOption(user, 'Tag', 'Urgent');
    await api.requested('GET /api/ticket/all-tickets/', ({ url }) => url.searchParams.get('tag') === urgent.id);
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(orphan.reference) })).toBeNull());
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe(urgent.id);
    unmount();

    const again = openTicketsAs(managerProfile, address, tagged);
    await findRowOf(jammed.reference);
    expect(again.api.sentTo('GET /api/ticket/all-tickets/')[0]?.url.searchParams.get('tag')).toBe(urgent.id);
    expect(await screen.findByRole('combobox', { name: 'Tag' })).toHaveValue('Urgent');
    expect(screen.queryByRole('row', { name: new RegExp(orphan.reference) })).toBeNull();

    // The filter's clear button, reached from the keyboard, clears it: it leaves the address and the whole list is back.
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Tag' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(again.router.state.location.search).has('tag')).toBe(false));
    expect(await findRowOf(orphan.reference)).toBeInTheDocument();
    expect(again.api.sentTo('GET /api/ticket/all-tickets/').at(-1)?.url.searchParams.has('tag')).toBe(false);
  });

  it("says 'Whoops... No Tickets Logged' when there are none yet", async () => {
    openTicketsAs(managerProfile, '/tickets', { 'GET /api/ticket/all-tickets/': pageOf([]) });

    expect(await screen.findByText('Whoops... No Tickets Logged')).toBeInTheDocument();
    expect(screen.getByText('No tickets created yet')).toBeInTheDocument();
  });

  it('searches from page 1 once typing pauses, keeps the search in the address and says when nothing matches', async () => {
    const { user, pass } = setUpFakeClock();
    const { api, router } = openTicketsAs(managerProfile, '/tickets?page=2', {
      'GET /api/ticket/all-tickets/': ({ url }) =>
        url.searchParams.get('search') ? pageOf([]) : pageOf(tickets, Number(url.searchParams.get('page')), 20),
    });
    await findRowOf(jammed.reference);
    expect(api.sentTo('GET /api/ticket/all-tickets/').map(({ url }) => url.searchParams.get('page'))).toContain('2');
    const searches = () =>
      api
        .sentTo('GET /api/ticket/all-tickets/')
        .filter(({ url }) => url.searchParams.has('search'))
        .map(({ url }) => [url.searchParams.get('search'), url.searchParams.get('page')]);

    await user.type(screen.getByRole('textbox', { name: 'Search tickets' }), 'zebra');
    // Nothing is asked while typing goes on; once it pauses, one request for the whole word.
    expect(searches()).toEqual([]);
    await pass(300);
    await api.requested('GET /api/ticket/all-tickets/', ({ url }) => url.searchParams.has('search'));

    expect(await screen.findByText('Whoops... No Tickets Logged with zebra')).toBeInTheDocument();
    expect(searches()).toEqual([['zebra', '1']]);
    expect(router.state.location.search).toBe('?search=zebra');

    // Back returns to page 2 without the search, in the box too.
    await act(() => router.navigate(-1));
    await findRowOf(jammed.reference);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('textbox', { name: 'Search tickets' })).toHaveValue('');
  });

  it("says '1,000+' when a search matches more than the server counts", async () => {
    openTicketsAs(managerProfile, '/tickets?search=printer', {
      'GET /api/ticket/all-tickets/': pageOf(tickets, 1, 1000, true),
    });
    await findRowOf(jammed.reference);
    // Looked up afresh: the table draws its paging again once it is measured.
    await screen.findByText('1–3 of 1,000+');
  });

  it('asks for page 2 from the numbered pages and keeps the page in the address', async () => {
    const user = userEvent.setup();
    const onPageTwo = aTicket({ title: 'Broken chair' });
    const { api, router } = openTicketsAs(managerProfile, '/tickets', {
      'GET /api/ticket/all-tickets/': ({ url }) =>
        url.searchParams.get('page') === '2' ? pageOf([onPageTwo], 2, 16) : pageOf(tickets, 1, 16),
    });
    await findRowOf(jammed.reference);
    expect(screen.getByText('1–3 of 16')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));

    await findRowOf(onPageTwo.reference);
    expect(router.state.location.search).toBe('?page=2');
    // Lists refresh every 15 s, so a slow run may ask for a page twice.
    const sent = api.sentTo('GET /api/ticket/all-tickets/').map(({ url }) => url.searchParams);
    expect(distinct(sent.map((params) => [params.get('page'), params.get('page_size')]))).toEqual([
      ['1', '15'],
      ['2', '15'],
    ]);
  });

  it.each([
    ['/overdue-tickets', 'Overdue Tickets', { status: 'overdue' }],
    ['/new-tickets', 'Open Tickets', { status: 'open' }],
    ['/due-tickets', 'Due Tickets', { status: 'due' }],
    ['/unresolved-tickets', 'Unresolved Tickets', { status: 'unresolved' }],
    ['/resolved-tickets', 'Resolved Tickets', { status: 'resolved' }],
    ['/closed-tickets', 'Closed Tickets', { status: 'closed' }],
    ['/priority-high-tickets', 'High Priority Tickets', { priority: 'high' }],
    ['/priority-medium-tickets', 'Medium Priority Tickets', { priority: 'medium' }],
    ['/priority-low-tickets', 'Low Priority Tickets', { priority: 'low' }],
  ])('%s is headed %s and asks for %o', async (path, heading, filter) => {
    const { api } = openTicketsAs(managerProfile, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await findRowOf(orphan.reference);
    expect(distinct(api.sentTo('POST /api/ticket/filter-by-status/').map(({ body }) => body))).toEqual([
      { ...filter, page: 1, page_size: 15 },
    ]);
    expect(api.sentTo('GET /api/ticket/all-tickets/')).toHaveLength(0);
  });

  it('lists every ticket at /ticket-by-prority until a priority is chosen, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = openTicketsAs(managerProfile, '/ticket-by-prority');
    await findRowOf(jammed.reference);
    expect(api.sentTo('POST /api/ticket/filter-by-status/')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'High' }));

    // The orphan was listed before: the high list is shown once the jammed ticket has gone.
    await api.requested('POST /api/ticket/filter-by-status/');
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(jammed.reference) })).toBeNull());
    expect(screen.getByRole('row', { name: new RegExp(orphan.reference) })).toBeInTheDocument();
    expect(distinct(api.sentTo('POST /api/ticket/filter-by-status/').map(({ body }) => body))).toEqual([
      { priority: 'high', page: 1, page_size: 15 },
    ]);
    expect(router.state.location.search).toBe('?priority=high');
  });

  it("opens a ticket's page from its View button, reached with the keyboard; Back returns to the list as it was", async () => {
    const user = userEvent.setup();
    const { router } = openTicketsAs(managerProfile, '/tickets?search=Refund');
    const view = within(await findRowOf(orphan.reference)).getByRole('button', { name: /^View/ });

    screen.getByRole('textbox', { name: 'Search tickets' }).focus();
    for (let step = 0; step < 10 && document.activeElement !== view; step += 1) await user.tab();
    expect(view).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: `Ticket Details · ${orphan.reference}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tickets/${orphan.reference}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await findRowOf(orphan.reference)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tickets?search=Refund');
  });

  it('opens a ticket over its list from a link sent before tickets had addresses (?ticket=)', async () => {
    const user = userEvent.setup();
    const { router } = openTicketsAs(managerProfile, `/tickets?search=Refund&ticket=${orphan.id}`);
    const linked = await screen.findByRole('dialog', { name: 'Ticket Details' });
    expect(await within(linked).findByText(orphan.reference)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Refund'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores an open ticket in the address that cannot be one', async () => {
    const { api } = openTicketsAs(managerProfile, '/tickets?ticket=not-a-ticket');
    await findRowOf(orphan.reference);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some(({ url }) => url.pathname.includes('get-ticket'))).toBe(false);
  });

  it('asks again when the window regains focus, so changes by others show', async () => {
    const { api } = openTicketsAs(managerProfile, '/tickets');
    await findRowOf(jammed.reference);
    const renamed: Ticket = { ...jammed, title: 'Printer fixed' };
    api.on('GET /api/ticket/all-tickets/', pageOf([renamed, orphan, done]));

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    expect(await screen.findByText('Printer fixed')).toBeInTheDocument();
  });
});

afterEach(() => focusManager.setFocused(undefined));

describe('ticket list at phone width', () => {
  atPhoneWidth();

  it('shows each ticket as a card of its title, reference, status, priority and deadline', async () => {
    const user = userEvent.setup();
    const { router } = openTicketsAs(managerProfile, '/tickets');
    const cards = await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (await within(cards).findAllByRole('listitem')).find((item) =>
      within(item).queryByText(orphan.reference),
    )!;
    expect(within(card).getByText('Refund')).toBeInTheDocument();
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByText('Medium')).toBeInTheDocument();
    expect(within(card).getByText(/^overdue \d+ d$/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `View ticket ${orphan.reference}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${orphan.reference}`));
  });

  it('keeps the filters behind a Filters button that counts the choices in use', async () => {
    const user = userEvent.setup();
    const { router } = openTicketsAs(managerProfile, '/tickets?sla=complex');
    await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('combobox', { name: 'SLA Category' })).not.toBeInTheDocument();

    const filters = screen.getByRole('button', { name: 'Filters (1)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'SLA Category' })).toHaveValue('Complex');

    await chooseOption(user, 'Sort by', 'Due soonest');
    await waitFor(() => expect(router.state.location.search).toContain('sort=due'));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  });
});
