import { messages, type Profile, type TicketCounts } from '@srm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { latestFakeSocket } from '../../test/fake-socket';
import { managerProfile, noticesOf, setUpOrganization } from '../../test/fixtures';
import { atPhoneWidth } from '../../test/phone';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { aTicket, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

const counts: TicketCounts = { total: 21, new: 2, open: 5, due: 4, overdue: 3, unresolved: 12, resolved: 9 };
const recent = aTicket({ title: 'Invoice sent twice', status: 'open' });

function openDashboard(profile: Profile = managerProfile, notices = noticesOf([])) {
  signIn(profile);
  const api = mockApi({
    'GET /api/notifications/': notices,
    'POST /api/notifications/read/': { unread_count: 0 },
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': counts,
    'GET /api/ticket/all-tickets/': pageOf([recent]),
    'POST /api/ticket/filter-by-status/': pageOf([]),
  });
  return { api, ...renderRoutes(routes, '/home') };
}

describe('dashboard', () => {
  it.each([
    ['Overdue Tickets', '3', '/overdue-tickets'],
    ['Due Tickets', '4', '/due-tickets'],
    ['Unresolved Tickets', '12', '/unresolved-tickets'],
    ['Resolved Tickets', '9', '/resolved-tickets'],
  ])('shows %s with its count %s and leads to %s', async (label, count, path) => {
    const user = userEvent.setup();
    const { router } = openDashboard();
    const main = await screen.findByRole('main');

    const card = await within(main).findByRole('link', { name: `${label} ${count}` });
    expect(card).toHaveAttribute('href', path);
    await user.click(card);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
  });

  it('lists the newest tickets under the cards, with a way to all of them', async () => {
    const { api } = openDashboard();

    const table = await screen.findByRole('table', { name: 'Recent Tickets' });
    expect(await within(table).findByRole('row', { name: new RegExp(recent.reference) })).toHaveTextContent(
      'Invoice sent twice',
    );
    expect(api.sentTo('GET /api/ticket/all-tickets/')[0]?.url.searchParams.get('page_size')).toBe('5');
    expect(screen.getByRole('link', { name: 'View all Tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('shows the counts beside the status lists in the sidebar', async () => {
    openDashboard();
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(await within(nav).findByLabelText('3 overdue tickets')).toBeInTheDocument();
    expect(within(nav).getByLabelText('5 open tickets')).toBeInTheDocument();
    expect(within(nav).getByLabelText('4 due tickets')).toBeInTheDocument();
    expect(within(nav).getByLabelText('12 unresolved tickets')).toBeInTheDocument();
    expect(within(nav).getByLabelText('9 resolved tickets')).toBeInTheDocument();
  });
});

describe('dashboard: notifications panel', () => {
  const findPanel = () => screen.findByRole('region', { name: 'Notifications' });

  it('shows a manager the newest notices, and opens one where it leads, marking it read', async () => {
    const user = userEvent.setup();
    const { api, router } = openDashboard(managerProfile, noticesOf([true, false]));
    const panel = await findPanel();
    expect(screen.getByRole('region', { name: 'Search' })).toBeInTheDocument();

    expect(await within(panel).findByText('1 unread')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^TCK-000002 was assigned to you / })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: /^Unread: TCK-000001 was assigned to you / }));

    expect((await api.requested('POST /api/notifications/read/')).body).toEqual({
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/tickets?search=TCK-000001');
  });

  it('marks all read at once', async () => {
    const user = userEvent.setup();
    const { api } = openDashboard(managerProfile, noticesOf([true, true]));
    const panel = await findPanel();
    await within(panel).findByText('2 unread');

    api.on('GET /api/notifications/', noticesOf([false, false]));
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    expect((await api.requested('POST /api/notifications/read/')).body).toEqual({ all: true });
    expect(await within(panel).findByRole('link', { name: /^TCK-000001 was assigned to you / })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when there is nothing to tell, and shows a new notice as soon as the server tells of it', async () => {
    const { api } = openDashboard();
    const panel = await findPanel();
    expect(await within(panel).findByText(messages.noNotifications)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    api.on('GET /api/notifications/', noticesOf([true]));
    act(() => latestFakeSocket().fire('notification.changed', {}));

    expect(
      await within(panel).findByRole('link', { name: /^Unread: TCK-000001 was assigned to you / }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an executive', { ...managerProfile, permission_type: 'executive', org_origin: false } as Profile],
    ['a support user', { ...managerProfile, permission_type: 'support', org_origin: false } as Profile],
  ])("shows no managers' panels to %s", async (_, profile) => {
    openDashboard(profile, noticesOf([true]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Obi' })).toBeInTheDocument();
    await settled();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('shows the cards without the ticket list, and does not ask for it', async () => {
      const { api } = openDashboard();
      expect(await screen.findByRole('link', { name: 'Overdue Tickets 3' })).toBeInTheDocument();
      await settled();
      expect(screen.queryByRole('table', { name: 'Recent Tickets' })).not.toBeInTheDocument();
      expect(api.sentTo('GET /api/ticket/all-tickets/')).toEqual([]);
    });
  });
});
