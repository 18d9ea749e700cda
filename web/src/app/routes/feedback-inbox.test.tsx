import { notifications } from '@mantine/notifications';
import type { FeedbackPage, FeedbackProducts, Profile } from '@srm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type RouteHandler } from '../../test/api-mock';
import { setUpFakeClock } from '../../test/clock';
import { aFeedback, feedbackPageOf } from '../../test/feedback-fixtures';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

const products: FeedbackProducts = {
  results: [
    { product: 'acadaboo', project_name: 'Acadaboo', short_code: 'AC', colour: 'acadaboo', count: 2 },
    { product: 'neo', project_name: 'Neo', short_code: 'NE', colour: 'neo', count: 1 },
    { product: 'oberon', project_name: 'Oberon', short_code: 'OB', colour: 'oberon', count: 0 },
    { product: 'mobile-app', project_name: 'Mobile-app', short_code: 'MA', colour: 'srm', count: 1 },
  ],
};

const loginFails = aFeedback({
  subject: 'The login page keeps timing out',
  stakeholder: { name: 'Grace Ope', email: 'grace@ope.ng', phone: null },
});
const fixed = aFeedback({ subject: 'Thanks', status: 'resolved', product: 'neo', project_name: 'Neo' });
const feedbacks = [loginFails, fixed];

const supportProfile: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };

function openInboxAs(profile: Profile, path = '/feedback-forms', extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/ticket/feedback-products/': products,
    'GET /api/ticket/get-feedbacks/': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return feedbackPageOf(feedbacks.filter(({ subject }) => subject.toLowerCase().includes(search)));
    },
    'POST /api/ticket/filter-feedbacks/': feedbackPageOf([fixed]),
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const findRowOf = (reference: string) => screen.findByRole('row', { name: new RegExp(reference) });
const cardOf = (name: string) => screen.findByRole('article', { name });

describe('feedback inbox', () => {
  it('shows a card per product with its responses, its badge and a link to its feedbacks', async () => {
    openInboxAs(supportProfile);

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    const acadaboo = await cardOf('Acadaboo');
    expect(within(acadaboo).getByText('2 responses')).toBeInTheDocument();
    expect(within(acadaboo).getByText('AC')).toBeInTheDocument();
    expect(within(acadaboo).getByRole('link', { name: 'Acadaboo' })).toHaveAttribute(
      'href',
      '/feedback-product/acadaboo',
    );
    expect(within(await cardOf('Neo')).getByText('1 response')).toBeInTheDocument();
    expect(within(await cardOf('Oberon')).getByText('0 responses')).toBeInTheDocument();
    expect(within(await cardOf('Mobile-app')).getByText('MA')).toBeInTheDocument();
  });

  it("copies the product form's public link and says so for two seconds", async () => {
    const user = userEvent.setup();
    // user-event puts its own clipboard on navigator at setup; the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const show = vi.spyOn(notifications, 'show');
    openInboxAs(managerProfile);
    const neo = await cardOf('Neo');
    const copy = within(neo).getByRole('button', { name: 'Copy Link' });
    await vi.waitFor(() => expect(copy).toBeEnabled());

    await user.click(copy);

    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/form/neo/${setUpOrganization.id}`);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 2000 }));
  });

  it('lists every feedback: stakeholder, date, product, status, ID and the subject, whole on hover', async () => {
    openInboxAs(managerProfile);

    const table = await screen.findByRole('table', { name: 'All Feedbacks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Stakeholder', 'Date Submitted', 'Product Name', 'Status', 'ID', 'Subject']);

    const row = await findRowOf(loginFails.reference);
    expect(row).toHaveTextContent('Grace Ope');
    expect(row).toHaveTextContent('Jan 06, 2025, at 02:05pm');
    expect(row).toHaveTextContent('Acadaboo');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('The login page keeps timing out')).toHaveAttribute(
      'title',
      'The login page keeps timing out',
    );
    expect(within(await findRowOf(fixed.reference)).getByText('Resolved')).toBeInTheDocument();
  });

  it("says 'Whoops... No Feedbacks submitted' when none has come in", async () => {
    openInboxAs(managerProfile, '/feedback-forms', { 'GET /api/ticket/get-feedbacks/': feedbackPageOf([]) });
    expect(await screen.findByText('Whoops... No Feedbacks submitted')).toBeInTheDocument();
  });

  it('searches from page 1, keeps the search in the address and says when nothing matches', async () => {
    const { user, pass } = setUpFakeClock();
    // Page 2 of 17 feedbacks; the search's answer comes when the test lets it.
    let answerSearch = (_page: FeedbackPage) => {};
    const { api, router } = openInboxAs(managerProfile, '/feedback-forms?page=2', {
      'GET /api/ticket/get-feedbacks/': ({ url }) =>
        url.searchParams.get('search')
          ? new Promise<FeedbackPage>((resolve) => {
              answerSearch = resolve;
            })
          : feedbackPageOf(feedbacks, Number(url.searchParams.get('page')), 17),
    });
    await findRowOf(loginFails.reference);

    await user.type(screen.getByRole('textbox', { name: 'Search feedbacks' }), 'zebra');
    await pass(300);
    const searched = await api.requested('GET /api/ticket/get-feedbacks/', ({ url }) => url.searchParams.has('search'));

    // Asked from page 1, once; the address says so at once.
    expect([searched.url.searchParams.get('search'), searched.url.searchParams.get('page')]).toEqual(['zebra', '1']);
    expect(searched.url.searchParams.get('page_size')).toBe('15');
    expect(router.state.location.search).toBe('?search=zebra');
    // Until the answer comes, the previous rows stay under the loader and no
    // 'no results' is judged from them.
    expect(screen.getByRole('table', { name: 'All Feedbacks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('row', { name: new RegExp(loginFails.reference) })).toBeInTheDocument();
    expect(screen.queryByText('No Search Results Found')).not.toBeInTheDocument();

    await act(async () => answerSearch(feedbackPageOf([])));
    expect(await screen.findByText('No Search Results Found')).toBeInTheDocument();
    expect(screen.getByText('No feedback matches “zebra”.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: new RegExp(loginFails.reference) })).not.toBeInTheDocument();
    const searches = api.sentTo('GET /api/ticket/get-feedbacks/').filter(({ url }) => url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
  });

  it('asks for page 2 from the numbered pages', async () => {
    const user = userEvent.setup();
    const { api, router } = openInboxAs(managerProfile, '/feedback-forms', {
      'GET /api/ticket/get-feedbacks/': ({ url }) =>
        url.searchParams.get('page') === '2' ? feedbackPageOf([fixed], 2, 16) : feedbackPageOf([loginFails], 1, 16),
    });
    await findRowOf(loginFails.reference);

    await user.click(screen.getByRole('button', { name: '2' }));

    // The fixed feedback is on page 2 only: it shows once page 2 is answered.
    await findRowOf(fixed.reference);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.sentTo('GET /api/ticket/get-feedbacks/').map(({ url }) => url.searchParams.get('page'))).toContain('2');
  });

  it("opens a feedback from its row, by click or by its ID's link from the keyboard", async () => {
    const user = userEvent.setup();
    const { router } = openInboxAs(managerProfile, '/feedback-forms', {
      [`GET /api/ticket/get-single-feedback/${loginFails.id}/`]: { ...loginFails, feedback_media: [], ticket: null },
      [`GET /api/ticket/get-single-feedback/${fixed.id}/`]: { ...fixed, feedback_media: [], ticket: null },
    });

    await user.click(await findRowOf(loginFails.reference));
    // The page's code loads first, then the address changes.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feedback/${loginFails.id}`));

    await act(() => router.navigate(-1));
    const link = within(await findRowOf(fixed.reference)).getByRole('link', {
      name: `Open feedback ${fixed.reference}`,
    });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feedback/${fixed.id}`));
  });
});

describe('one product’s feedbacks', () => {
  it("asks for that product's feedbacks only, under its name, with a way back", async () => {
    const { api } = openInboxAs(managerProfile, '/feedback-product/neo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neo Feedbacks' })).toBeInTheDocument();
    await findRowOf(fixed.reference);
    expect(api.sentTo('POST /api/ticket/filter-feedbacks/').map(({ body }) => body)).toEqual([
      { project_name: 'neo', page: 1, page_size: 15 },
    ]);
    expect(api.sentTo('GET /api/ticket/get-feedbacks/')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Feedback' })).toHaveAttribute('href', '/feedback-forms');
  });
});
