import { MantineProvider } from '@mantine/core';
import { liveSocketPath } from '@srm/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setSessionEndedHandler } from '../api/client';
import { accessTokenKey } from '../api/session';
import { departmentsQueryOptions } from '../lib/departments';
import { queryKeys } from '../lib/query-keys';
import { jsonResponse, mockApi } from '../test/api-mock';
import { latestFakeSocket } from '../test/fake-socket';
import { liveRefreshDelayMs } from './live-updates';
import { OfflineIndicator } from './shell/offline-indicator';
import { caughtUpWaitMs, offlineNoticeDelayMs, useLiveUpdates } from './use-live-updates';

const ticketList = [...queryKeys.tickets, 'list', { page: 1 }];
const feedbackList = [...queryKeys.feedback, 'list', { page: 1 }];
const staffList = [...queryKeys.staff, 'list', { page: 1 }];
const invoiceList = [...queryKeys.invoices, 'list', { page: 1 }];

function SignedInApp({ children }: { children?: React.ReactNode }) {
  const { offline } = useLiveUpdates();
  return (
    <>
      <OfflineIndicator offline={offline} />
      {children}
    </>
  );
}

// Data on screen, as the pages left it.
function showData(queryClient: QueryClient) {
  for (const key of [ticketList, feedbackList, staffList, invoiceList, departmentsQueryOptions.queryKey]) {
    queryClient.setQueryData(key, { results: [] });
  }
}

// Connected, with the server's answer that nothing went by while the page read its data.
function connect({ socket }: Awaited<ReturnType<typeof renderLive>>) {
  act(() => socket.fire('connect'));
  act(() => socket.fire('live.missed', { events: [], everything: false }));
}

const allShown = [ticketList, feedbackList, staffList, invoiceList, departmentsQueryOptions.queryKey];

// What the socket's handshake gives the server, asked for now as socket.io asks at each connection attempt.
function handshakeOf(socket: ReturnType<typeof latestFakeSocket>) {
  const given = vi.fn();
  (socket.options as { auth: (give: (data: object) => void) => void }).auth(given);
  return given.mock.calls[0]?.[0] as { token: string; behind_ms: number };
}

async function renderLive(children?: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  showData(queryClient);
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <SignedInApp>{children}</SignedInApp>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  // The socket's client loads after the app is drawn.
  await act(() => vi.dynamicImportSettled());
  return { ...view, queryClient, stale, socket: latestFakeSocket() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live updates', () => {
  it('opens one WebSocket to the app’s own server with the stored token', async () => {
    localStorage.setItem(accessTokenKey, 'token-1');
    const { socket } = await renderLive();
    const options = socket.options as {
      path: string;
      transports: string[];
      auth: (give: (data: object) => void) => void;
    };
    expect(options.path).toBe(liveSocketPath);
    expect(options.transports).toEqual(['websocket']);
    const given = vi.fn();
    options.auth(given);
    expect(given).toHaveBeenCalledWith({ token: 'token-1', behind_ms: expect.any(Number) });
  });

  it('refreshes the feedback queries, and only those, when the server says a feedback changed', async () => {
    const live = await renderLive();
    const { socket, stale } = live;
    connect(live);

    act(() => socket.fire('feedback.changed', { ids: ['f-1'] }));

    await waitFor(() => expect(stale(feedbackList)).toBe(true));
    expect(stale(ticketList)).toBe(false);
    expect(stale(staffList)).toBe(false);
  });

  it('refreshes ticket lists and what shows tickets (staff counters, feedback) when a ticket changed', async () => {
    const live = await renderLive();
    const { socket, stale } = live;
    connect(live);

    act(() => socket.fire('ticket.changed', { ids: ['t-1'] }));

    await waitFor(() => expect(stale(ticketList)).toBe(true));
    expect(stale(staffList)).toBe(true);
    expect(stale(feedbackList)).toBe(true);
    expect(stale(departmentsQueryOptions.queryKey)).toBe(false);
  });

  it('refreshes the invoice lists, pages and dashboards when an invoice changed or was paid', async () => {
    const live = await renderLive();
    const { socket, stale, queryClient } = live;
    connect(live);

    act(() => socket.fire('invoice.changed', { ids: ['i-1'] }));

    await waitFor(() => expect(stale(invoiceList)).toBe(true));
    expect(stale(ticketList)).toBe(false);
    queryClient.setQueryData(invoiceList, { results: [] });
    act(() => socket.fire('invoice.paid', { ids: ['i-1', 'i-2', 'i-3', 'i-4'] }));
    await waitFor(() => expect(stale(invoiceList)).toBe(true));
  });

  it('tells the server, as it connects, how long ago the page began reading, and reads nothing again when nothing went by', async () => {
    const { socket, stale } = await renderLive();
    vi.useFakeTimers({ now: performance.timeOrigin + 2_345 });
    expect(handshakeOf(socket).behind_ms).toBeOneOf([2_345, 2_346]);

    act(() => socket.fire('connect'));
    act(() => socket.fire('live.missed', { events: [], everything: false }));
    act(() => vi.advanceTimersByTime(caughtUpWaitMs * 2));

    expect(allShown.filter(stale)).toEqual([]);
  });

  it('reads again what changed while the page read its data and its socket was opening', async () => {
    const { socket, stale } = await renderLive();
    act(() => socket.fire('connect'));

    act(() => socket.fire('live.missed', { events: ['feedback.changed'], everything: false }));

    await waitFor(() => expect(stale(feedbackList)).toBe(true));
    expect(stale(ticketList)).toBe(false);
    expect(stale(staffList)).toBe(false);
  });

  it('reads everything again when the server cannot say what went by', async () => {
    const { socket, stale } = await renderLive();
    act(() => socket.fire('connect'));

    act(() => socket.fire('live.missed', { events: [], everything: true }));

    await waitFor(() => expect(allShown.filter(stale)).toEqual(allShown));
  });

  it('after a reconnection, asks since the last thing heard before the loss, and reads again what the server says went by', async () => {
    const live = await renderLive();
    const { socket, stale } = live;
    connect(live);
    const heardAt = Date.now();
    vi.useFakeTimers({ now: heardAt });
    act(() => socket.io.fire('packet'));
    vi.setSystemTime(heardAt + 25_000);
    // The server's ping on a quiet connection: heard as well.
    act(() => socket.io.fire('ping'));
    vi.setSystemTime(heardAt + 30_000);

    // The loss is noticed only when a ping is missed, 40 s after the last ping.
    vi.setSystemTime(heardAt + 65_000);
    act(() => socket.fire('disconnect', 'ping timeout'));
    vi.setSystemTime(heardAt + 69_000);
    expect(handshakeOf(socket).behind_ms).toBe(44_000);
    // A second try that fails still counts from then.
    act(() => socket.fire('connect_error', new Error('timeout')));
    vi.setSystemTime(heardAt + 75_000);
    expect(handshakeOf(socket).behind_ms).toBe(50_000);

    act(() => socket.fire('connect'));
    act(() => socket.fire('live.missed', { events: ['invoice.changed'], everything: false }));
    act(() => vi.advanceTimersByTime(liveRefreshDelayMs));

    expect(allShown.filter(stale)).toEqual([invoiceList]);
  });

  it('reads everything again when the server does not say what was missed soon after connecting', async () => {
    const { socket, stale } = await renderLive();
    vi.useFakeTimers();
    act(() => socket.fire('connect'));

    act(() => vi.advanceTimersByTime(caughtUpWaitMs - 1));
    expect(allShown.filter(stale)).toEqual([]);
    act(() => vi.advanceTimersByTime(1 + liveRefreshDelayMs));

    expect(allShown.filter(stale)).toEqual(allShown);
  });

  it('signs out when the server ends the socket of a session that has ended', async () => {
    localStorage.setItem(accessTokenKey, 'revoked-token');
    const sessionEnded = vi.fn();
    setSessionEndedHandler(sessionEnded);
    const api = mockApi({
      'GET /api/ticket/all-tickets/': jsonResponse(401, { detail: 'Please log in to continue.' }),
    });
    function TicketsOnScreen() {
      useQuery({ queryKey: ticketList, queryFn: () => apiRequest('/ticket/all-tickets/') });
      return null;
    }
    const { socket } = await renderLive(<TicketsOnScreen />);
    act(() => socket.fire('connect'));
    const before = api.sentTo('GET /api/ticket/all-tickets/').length;

    act(() => socket.fire('disconnect', 'io server disconnect'));

    await waitFor(() => expect(api.sentTo('GET /api/ticket/all-tickets/').length).toBeGreaterThan(before));
    await waitFor(() => expect(sessionEnded).toHaveBeenCalled());
    expect(localStorage.getItem(accessTokenKey)).toBeNull();
  });
});

describe('the offline notice', () => {
  it('shows once the connection has been down a moment, and goes when it is back', async () => {
    vi.useFakeTimers();
    const { socket } = await renderLive();
    act(() => socket.fire('connect'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => socket.fire('disconnect', 'transport close'));
    act(() => vi.advanceTimersByTime(offlineNoticeDelayMs - 500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — reconnecting…');

    act(() => socket.fire('connect'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when the first connection does not come', async () => {
    vi.useFakeTimers();
    await renderLive();
    act(() => vi.advanceTimersByTime(offlineNoticeDelayMs));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — reconnecting…');
  });

  it('stays away for a blip shorter than the delay', async () => {
    vi.useFakeTimers();
    const { socket } = await renderLive();
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => vi.advanceTimersByTime(offlineNoticeDelayMs / 2));
    act(() => socket.fire('connect'));
    act(() => vi.advanceTimersByTime(offlineNoticeDelayMs * 2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
