import { messages, type SearchHit, type SearchResults } from '@srm/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SearchButton } from './search-button';
import { SearchPalette } from './search-palette';
import { SearchPanel } from './search-panel';

const ticketHit: SearchHit = {
  kind: 'ticket',
  id: '00000000-0000-4000-8000-000000000123',
  reference: 'TCK-000123',
  title: 'Courier lost the parcel',
  detail: 'Chidi Eze · Overdue',
  match: 'exact',
  link: '/tickets?search=TCK-000123&ticket=00000000-0000-4000-8000-000000000123',
};
const stakeholderHit: SearchHit = {
  kind: 'stakeholder',
  id: '00000000-0000-4000-8000-000000000456',
  reference: 'STK-000456',
  title: 'TCK Logistics',
  detail: 'hello@tck.ng',
  match: 'contains',
  link: '/stakeholder/00000000-0000-4000-8000-000000000456',
};

const answer = (q: string, results: SearchHit[]): SearchResults => ({ q, results });

function renderWith(element: React.ReactNode, search: RouteHandler) {
  localStorage.setItem(accessTokenKey, 'token');
  localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
  const api = mockApi({ 'GET /api/search/': search });
  const rendered = renderRoutes(
    [
      { path: '/home', element },
      { path: '/tickets', element: <p>Tickets page</p> },
      { path: '/stakeholder/:id', element: <p>Stakeholder page</p> },
    ],
    '/home',
  );
  return { api, ...rendered };
}

const whereNow = (router: ReturnType<typeof renderWith>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('the search palette', () => {
  it('opens on Ctrl+K, lists the best hit first, and Enter opens it', async () => {
    const user = userEvent.setup();
    const { api, router } = renderWith(<SearchPalette />, ({ url }) =>
      answer(url.searchParams.get('q') ?? '', [ticketHit, stakeholderHit]),
    );

    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await user.type(input, 'TCK-000123');

    const best = await screen.findByRole('button', {
      name: 'Ticket Courier lost the parcel, TCK-000123 · Chidi Eze · Overdue',
    });
    await waitFor(() => expect(best).toBeVisible());
    expect(screen.getByRole('button', { name: 'Stakeholder TCK Logistics, STK-000456 · hello@tck.ng' })).toBeVisible();
    const asked = api.sentTo('GET /api/search/').map(({ url }) => url.searchParams.get('q'));
    // Asked once the typing pauses, not once per letter.
    expect(asked.at(-1)).toBe('TCK-000123');
    expect(asked.length).toBeLessThan('TCK-000123'.length);

    await user.keyboard('{Enter}');
    expect(whereNow(router)).toBe(ticketHit.link);
  });

  it("opens the answer's best hit on an Enter pressed before the answer, never the previous answer's", async () => {
    const user = userEvent.setup();
    const answers = new Map<string, (results: SearchResults) => void>();
    const { api, router } = renderWith(
      <SearchPalette />,
      ({ url }) =>
        new Promise<object>((resolve) => {
          answers.set(url.searchParams.get('q') ?? '', resolve);
        }),
    );
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await user.type(input, 'tck-00012');
    await api.requested('GET /api/search/', ({ url }) => url.searchParams.get('q') === 'tck-00012');
    answers.get('tck-00012')?.(
      answer('tck-00012', [{ ...ticketHit, reference: 'TCK-000120', link: '/tickets?x=120' }]),
    );
    await screen.findByRole('button', { name: /TCK-000120/ });

    await user.type(input, '3{Enter}');
    expect(whereNow(router)).toBe('/home');
    await api.requested('GET /api/search/', ({ url }) => url.searchParams.get('q') === 'tck-000123');
    answers.get('tck-000123')?.(answer('tck-000123', [ticketHit]));

    await waitFor(() => expect(whereNow(router)).toBe(ticketHit.link));
  });

  it("opens on '/', and the arrows choose another hit than the best", async () => {
    const user = userEvent.setup();
    const { router } = renderWith(<SearchPalette />, answer('tck', [ticketHit, stakeholderHit]));

    await user.keyboard('/');
    const input = await screen.findByRole('textbox', { name: /^Search tickets/ });
    expect(input).toHaveValue('');
    await user.type(input, 'tck');
    await screen.findByRole('button', { name: 'Stakeholder TCK Logistics, STK-000456 · hello@tck.ng' });

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(whereNow(router)).toBe(stakeholderHit.link);
  });

  it("opens on Ctrl+K inside a field too, where '/' is only typed", async () => {
    const user = userEvent.setup();
    renderWith(
      <>
        <input aria-label="Notes" />
        <SearchPalette />
      </>,
      answer('x', []),
    );
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('/');
    expect(screen.queryByRole('textbox', { name: /^Search tickets/ })).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    // The palette fades in: visible once its opening transition has run.
    const palette = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await waitFor(() => expect(palette).toBeVisible());
  });

  it("opens from the header's search box, and gives the focus back to it on Escape", async () => {
    const user = userEvent.setup();
    renderWith(
      <>
        <SearchButton />
        <SearchPalette />
      </>,
      answer('tck', []),
    );

    const searchBox = screen.getAllByRole('button', { name: 'Search everything' })[0]!;
    await user.click(searchBox);

    const palette = await screen.findByRole('textbox', { name: /^Search tickets/ });
    await waitFor(() => expect(palette).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(searchBox).toHaveFocus());
  });

  it('says when nothing matches, and when the search failed', async () => {
    const user = userEvent.setup();
    const { api } = renderWith(<SearchPalette />, answer('zebra', []));

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('textbox', { name: /^Search tickets/ }), 'zebra');
    const none = await screen.findByText(messages.noSearchResults);
    await waitFor(() => expect(none).toBeVisible());

    api.on('GET /api/search/', jsonResponse(500, { detail: messages.serverError }));
    await user.type(screen.getByRole('textbox', { name: /^Search tickets/ }), 's');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${messages.searchFailed} ${messages.serverError}`);
  });
});

describe("the managers' search panel", () => {
  it('lists the hits in place, each a link to where it opens', async () => {
    const user = userEvent.setup();
    const { router } = renderWith(<SearchPanel />, answer('tck', [ticketHit, stakeholderHit]));

    await user.type(screen.getByRole('searchbox', { name: /^Search tickets/ }), 'tck');
    await user.click(await screen.findByRole('link', { name: 'Stakeholder TCK Logistics, STK-000456 · hello@tck.ng' }));

    expect(whereNow(router)).toBe(stakeholderHit.link);
  });

  it('says when nothing matches, never before the answer to what is typed', async () => {
    const user = userEvent.setup();
    let reply: (results: SearchResults) => void = () => {};
    const { api } = renderWith(
      <SearchPanel />,
      () =>
        new Promise<object>((resolve) => {
          reply = resolve;
        }),
    );

    await user.type(screen.getByRole('searchbox', { name: /^Search tickets/ }), 'zebra');
    await api.requested('GET /api/search/');
    expect(screen.queryByText(messages.noSearchResults)).toBeNull();

    reply(answer('zebra', []));
    expect(await screen.findByText(messages.noSearchResults)).toBeVisible();
  });
});
