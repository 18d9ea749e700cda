import type { TicketCounts } from '@srm/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { managerProfile } from '../test/fixtures';
import { renderRoutes, settled, testQueryClient } from '../test/render';
import { signIn } from '../test/session';
import { aTicket, pageOf } from '../test/ticket-fixtures';
import { createQueryClient } from './query-client';
import { readAhead } from './read-ahead';
import { routes } from './routes/routes';

const counts: TicketCounts = { total: 1, new: 0, open: 1, due: 0, overdue: 0, unresolved: 1, resolved: 0 };
const printer = aTicket({ title: 'Printer on the third floor is jammed again' });
const organization = {
  id: '0c7d1d52-4d5e-4f7e-9d43-2f0f8e0c6a10',
  name: 'Zenith Demo',
  email: 'hello@zenith-demo.ng',
  nature_of_business: null,
  staff_count: null,
  country: 'Nigeria',
  setup_complete: true,
};

function serveSignedIn() {
  return mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/get-organization/': organization,
    'GET /api/ticket/ticket-counts/': counts,
    'GET /api/notifications/': { results: [], count: 0, unread_count: 0, page: 1, page_size: 10 },
    'GET /api/profile/tags/': { results: [] },
    'GET /api/ticket/all-tickets/': pageOf([printer], 2, 16),
  });
}

// As the app does: with the routes its router matched the address to.
function readAheadAt(queryClient: QueryClient, address: string) {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  readAhead(queryClient, router.state.matches, new URL(address, window.location.origin));
  router.dispose();
}

const asked = (api: ReturnType<typeof serveSignedIn>) =>
  api.requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`);

describe('reads ahead', () => {
  it("asks for a ticket list's page, as its address chooses, and the frame's reads before the page's code is here; the page asks for none of them again", async () => {
    signIn(managerProfile);
    const api = serveSignedIn();
    // The app's own client: what it has just read stays fresh for the page.
    const queryClient = createQueryClient();
    const address = '/tickets?mine=1&search=printer&page=2';

    readAheadAt(queryClient, address);

    await waitFor(() => expect(asked(api)).toHaveLength(5));
    expect(asked(api).sort()).toEqual(
      [
        'GET /api/profile/get-profile/',
        'GET /api/ticket/ticket-counts/',
        'GET /api/notifications/?page=1&page_size=10',
        `GET /api/ticket/all-tickets/?page=2&page_size=15&search=printer&handler_id=${managerProfile.id}`,
        'GET /api/profile/tags/',
      ].sort(),
    );
    renderRoutes(routes, address, queryClient);
    expect(await screen.findByRole('row', { name: new RegExp(printer.reference) })).toBeInTheDocument();
    await settled();
    // The handler filter's list of staff is the page's own read.
    expect(asked(api).filter((request) => !request.includes('/all-users/'))).toHaveLength(5);
  });

  it("asks for the organisation the dashboard's heading names", async () => {
    signIn(managerProfile);
    const api = serveSignedIn();
    readAheadAt(testQueryClient(), '/home');
    await waitFor(() => expect(asked(api)).toContain('GET /api/profile/get-organization/'));
  });

  it('asks for nothing without a session, nor for a page that has no reads of its own', () => {
    const api = serveSignedIn();
    readAheadAt(testQueryClient(), '/tickets');
    expect(asked(api)).toEqual([]);

    signIn(managerProfile);
    readAheadAt(testQueryClient(), '/login');
    expect(asked(api)).toEqual([]);
  });
});
