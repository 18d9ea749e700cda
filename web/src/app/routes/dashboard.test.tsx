import type { TicketCounts } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { aTicket, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

const counts: TicketCounts = { total: 21, new: 2, open: 5, due: 4, overdue: 3, unresolved: 12, resolved: 9 };
const recent = aTicket({ title: 'Invoice sent twice', status: 'open' });

function openDashboard() {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
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
