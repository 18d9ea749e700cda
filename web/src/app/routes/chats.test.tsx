import { type ChatUser, type ChatUserPage, messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey } from '../../api/session';
import { selectedChatUserKey } from '../../features/chat/staff/selected-chat-user';
import {
  chatMessage,
  chatOrganizationId,
  grace,
  graceRoomId,
  messagesFrom,
  tunde,
  tundeRoomId,
} from '../../features/chat/test/chat-fixtures';
import {
  installFakeChatSockets,
  latestChatSocket,
  removeFakeChatSockets,
  server,
} from '../../features/chat/test/fake-chat-socket';
import { mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../../features/chat/staff/chats-page'),
      import('../pages/organization-settings-page'),
    ]),
  60_000,
);
beforeEach(installFakeChatSockets);
afterEach(removeFakeChatSockets);

const usersRoute = 'GET /api/chat/users/';
const seenRoute = (id: string) => `PUT /api/chat/put/${id}`;

const pageOf = (results: ChatUser[]): ChatUserPage => ({
  results,
  count: results.length,
  count_capped: false,
  page: 1,
  page_size: 30,
});

function openChats(users: ChatUser[] = [grace, tunde], extra: Record<string, RouteHandler> = {}, path = '/chats') {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    [usersRoute]: ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return pageOf(users.filter((one) => `${one.fullName} ${one.email}`.toLowerCase().includes(search)));
    },
    [seenRoute(graceRoomId)]: { ok: true },
    [seenRoute(tundeRoomId)]: { ok: true },
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const entryOf = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

// Every page of the list as asked for so far.
const listRequests = (api: ReturnType<typeof openChats>['api']) => api.sentTo(usersRoute).length;

describe('staff chats', () => {
  it('lists who has written, newest first, with a red dot on the unread, and no conversation yet', async () => {
    openChats();
    const list = await screen.findByRole('list', { name: 'Chats' });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Grace Ope'),
      expect.stringContaining('Tunde Bello'),
    ]);
    expect(entries[0]).toHaveTextContent('grace@ope.ng');
    expect(entries[0]).toHaveTextContent('GO');
    expect(within(entries[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(entries[1]!).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(screen.getByText(messages.noMessagesSelected)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
  });

  it('says when nobody has written yet', async () => {
    openChats([]);
    expect(await screen.findByText(messages.noChatUsers)).toBeInTheDocument();
  });

  it('connects with the signed-in token', async () => {
    localStorage.setItem(accessTokenKey, 'token');
    openChats();
    await screen.findByRole('list', { name: 'Chats' });
    expect(latestChatSocket().auth()).toEqual({ token: 'token' });
  });

  it('opens a conversation: marks it seen, remembers it, and shows its messages under the email', async () => {
    const user = userEvent.setup();
    const { api } = openChats();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));

    await api.requested(seenRoute(graceRoomId));
    expect(localStorage.getItem(selectedChatUserKey)).toBe(graceRoomId);
    expect(await screen.findByRole('heading', { level: 2, name: 'grace@ope.ng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View stakeholder record' })).toHaveAttribute(
      'href',
      `/stakeholder/${grace.stakeholder?.id}`,
    );
    expect(await screen.findByRole('button', { name: /Grace Ope/ })).toHaveAttribute('aria-current', 'true');

    const socket = latestChatSocket();
    await waitFor(() => expect(socket.payloadsOf('joinRoom')).toEqual([{ roomId: graceRoomId }]));
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 3), hasMore: false });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    // The list is asked again, now without the red dot.
    await waitFor(() => expect(listRequests(api)).toBeGreaterThan(1));
  });

  it('leaves one conversation for the next, and shows no stakeholder link without a record', async () => {
    const user = userEvent.setup();
    openChats();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await user.click(await entryOf('Tunde Bello'));

    expect(await screen.findByRole('heading', { level: 2, name: 'tunde@bello.ng' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View stakeholder record' })).not.toBeInTheDocument();
    const socket = latestChatSocket();
    expect(socket.payloadsOf('leaveRoom')).toEqual([{ roomId: graceRoomId }]);
    expect(socket.payloadsOf('joinRoom').at(-1)).toEqual({ roomId: tundeRoomId });
    expect(localStorage.getItem(selectedChatUserKey)).toBe(tundeRoomId);
  });

  it('opens the remembered conversation on return', async () => {
    localStorage.setItem(selectedChatUserKey, graceRoomId);
    const { api } = openChats();
    expect(await screen.findByRole('heading', { level: 2, name: 'grace@ope.ng' })).toBeInTheDocument();
    await api.requested(seenRoute(graceRoomId));
  });

  it('keeps the open conversation seen as the stakeholder writes, and follows changes to the list', async () => {
    const user = userEvent.setup();
    const { api } = openChats();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await api.requested(seenRoute(graceRoomId));
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 3), hasMore: false });

    await server.fire('message', { roomId: graceRoomId, sequence: 4 });
    await waitFor(() => expect(api.sentTo(seenRoute(graceRoomId))).toHaveLength(2));
    // Someone else's conversation is left unread.
    await server.fire('message', { roomId: tundeRoomId, sequence: 3 });
    expect(api.sentTo(seenRoute(tundeRoomId))).toHaveLength(0);

    const before = listRequests(api);
    await server.fire('userDataAgain', { ids: [tundeRoomId] });
    await waitFor(() => expect(listRequests(api)).toBeGreaterThan(before));
  });

  it('answers as the organisation and shows the reply once', async () => {
    const user = userEvent.setup();
    openChats();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 3), hasMore: false });

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On its way!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const [sent] = latestChatSocket().payloadsOf('messages') as { clientId: string }[];
    expect(sent).toEqual({ roomId: graceRoomId, text: 'On its way!', clientId: expect.any(String) });

    const stored = chatMessage(4, { clientId: sent!.clientId, message: 'On its way!' });
    await server.answer('messages', { ok: true, message: stored });
    await server.fire('messageFromServer', stored);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByText('On its way!')).toHaveLength(1);
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  });

  it('loads earlier messages through the API when the conversation goes further back', async () => {
    const user = userEvent.setup();
    const { api } = openChats(undefined, {
      [`GET /api/chat/messages/${graceRoomId}`]: messagesFrom(1, 2),
    });
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(3, 5), hasMore: false });

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    const [asked] = api.sentTo(`GET /api/chat/messages/${graceRoomId}`);
    expect(asked?.url.searchParams.get('before')).toBe('3');
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it("shows 'Typing...' while the stakeholder types", async () => {
    const user = userEvent.setup();
    openChats();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await server.fire('isTyping', { roomId: graceRoomId, typing: true });
    expect(screen.getByText(messages.chatTyping)).toBeInTheDocument();
  });

  it('searches by name or email', async () => {
    const user = userEvent.setup();
    const { api } = openChats();
    await entryOf('Tunde Bello');
    await user.type(screen.getByRole('textbox', { name: 'Search chats' }), 'tunde{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Grace Ope/ })).not.toBeInTheDocument());
    expect(api.sentTo(usersRoute).at(-1)?.url.searchParams.get('search')).toBe('tunde');
  });

  describe('below 600 px', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query === '' || query === '(max-width: 599.98px)',
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(),
        })),
      );
    });

    it('opens the conversation over the list, and Back closes it', async () => {
      const user = userEvent.setup();
      openChats();
      await server.accept();
      expect(screen.queryByText(messages.noMessagesSelected)).not.toBeInTheDocument();
      await user.click(await entryOf('Grace Ope'));

      const overlay = await screen.findByRole('dialog', { name: 'grace@ope.ng' });
      expect(within(overlay).getByRole('log', { name: 'Messages' })).toBeInTheDocument();
      await user.click(within(overlay).getByRole('button', { name: 'Back to conversations' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(localStorage.getItem(selectedChatUserKey)).toBeNull();
      expect(screen.getByRole('button', { name: /Grace Ope/ })).toBeInTheDocument();
    });
  });
});

describe('Organization Settings: chat on your website', () => {
  it('shows the public chat link and the embed snippet, each to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    openChats([], {}, '/settings?tab=organization');

    const link = `${window.location.origin}/chat/${chatOrganizationId}`;
    expect(await screen.findByRole('heading', { name: 'Chat on your website' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Public chat link' })).toHaveValue(link);
    const snippet = `<iframe src="${link}" title="Chat with Zenith Foods" style="width:100%;max-width:400px;height:600px;border:0"></iframe>`;
    expect(screen.getByRole('textbox', { name: 'Embed snippet' })).toHaveValue(snippet);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText.mock.calls).toEqual([[link], [snippet]]);
  });
});
