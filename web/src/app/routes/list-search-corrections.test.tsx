import { messages, type Profile } from '@srm/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { anInvoice, customerSummary, invoicePageOf, stakeholderPageOf } from '../../test/invoice-fixtures';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { specStakeholderOptions, stakeholderOptionsRoute } from '../../test/stakeholder-options-fixtures';
import { aTicket, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

// docs/product.md#search: a list's search that finds nothing as typed shows what its near spelling finds,
// and the page says which.
function openAs(profile: Profile, path: string, extra: Record<string, RouteHandler>) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    [stakeholderOptionsRoute]: specStakeholderOptions,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const corrected = (word: string) => `${messages.showingResultsFor} “${word}”`;

// Answers the list's page, corrected to `word` when asked for `typo`.
const correcting =
  <Page,>(typo: string, word: string, page: Page): RouteHandler =>
  ({ url }) =>
    url.searchParams.get('search') === typo ? { ...page, corrected_search: word } : page;

const lists = [
  {
    name: 'stakeholder list',
    path: '/stakeholders',
    route: 'GET /api/profile/get-stakeholders/',
    page: stakeholderPageOf([customerSummary]),
    row: /Dangote Foods/,
  },
  {
    name: 'ticket list',
    path: '/tickets',
    route: 'GET /api/ticket/all-tickets/',
    page: pageOf([aTicket({ title: 'Zenith transfer failed' })]),
    row: /Zenith transfer failed/,
  },
  {
    name: 'invoice history',
    path: '/invoice-history',
    route: 'GET /api/invoice/get-invoices/0/',
    page: invoicePageOf([anInvoice()]),
    row: /Dangote Foods/,
  },
];

describe.each(lists)('the $name', ({ path, route, page, row }) => {
  it('says which near spelling it shows when the search as typed found nothing', async () => {
    openAs(managerProfile, `${path}?search=Zenth`, { [route]: correcting('Zenth', 'zenith', page) });
    // Read out by screen readers as the results change.
    expect(await screen.findByText(corrected('zenith'))).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('row', { name: row })).toBeInTheDocument();
  });

  it('says nothing of a correction when the search was found as typed', async () => {
    openAs(managerProfile, `${path}?search=Zenith`, { [route]: correcting('Zenth', 'zenith', page) });
    expect(await screen.findByRole('row', { name: row })).toBeInTheDocument();
    await settled();
    expect(screen.queryByText(new RegExp(messages.showingResultsFor))).not.toBeInTheDocument();
  });
});
