import { type ChatUser, type ChatUserPage, messages, type Profile, type StaffUser, type Ticket } from '@srm/contract';
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
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, noticesOf, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { aTicket, aTicketDetail } from '../../test/ticket-fixtures';
import { routes } from './routes';

beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../pages/chats-page'),
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

function openChats(
  users: ChatUser[] = [grace, tunde],
  extra: Record<string, RouteHandler> = {},
  path = '/chats',
  profile: Profile = managerProfile,
) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
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

  it("marks a conversation whose email nobody has proven, in the list and its header, and its record as the email's", async () => {
    const user = userEvent.setup();
    openChats([{ ...grace, verified: false }, tunde]);
    const list = await screen.findByRole('list', { name: 'Chats' });
    const [graceEntry, tundeEntry] = within(list).getAllByRole('button');
    expect(graceEntry).toHaveTextContent(messages.chatEmailUnverified);
    expect(tundeEntry).not.toHaveTextContent(messages.chatEmailUnverified);

    await server.accept();
    await user.click(graceEntry!);
    expect(await screen.findByRole('heading', { level: 2, name: 'grace@ope.ng' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 2, name: 'grace@ope.ng' }).closest('div')?.parentElement;
    expect(header).toHaveTextContent(messages.chatEmailUnverified);
    expect(screen.queryByRole('link', { name: 'View stakeholder record' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /stakeholder record for this email \(unverified\)/i })).toHaveAttribute(
      'href',
      `/stakeholder/${grace.stakeholder?.id}`,
    );
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

  it("opening a conversation reads its 'New chat from …' notice: the bell counts it no more", async () => {
    const user = userEvent.setup();
    let seen = false;
    openChats(undefined, {
      'GET /api/notifications/': () => ({
        ...noticesOf([true]),
        results: [{ ...noticesOf([true]).results[0]!, kind: 'chat_message', title: 'New chat from Grace Ope' }],
        unread_count: seen ? 0 : 1,
      }),
      [seenRoute(graceRoomId)]: () => {
        seen = true;
        return { ok: true };
      },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await server.accept();
    await user.click(await entryOf('Grace Ope'));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
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
  const secretRoute = 'GET /api/chat/identity-secret/';
  const rotateRoute = 'POST /api/chat/identity-secret/rotate/';
  const firstSecret = { secret: 'chs_first-secret-0123456789', created_at: '2026-01-05T09:00:00.000Z' };

  it('shows the public chat link and the embed snippet, each to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    openChats([], { [secretRoute]: firstSecret }, '/settings?tab=organization');

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

  it('shows managers the chat secret, hidden until asked, how a website signs with it, and makes a new one', async () => {
    const user = userEvent.setup();
    const { api } = openChats(
      [],
      {
        [secretRoute]: firstSecret,
        [rotateRoute]: { secret: 'chs_second-secret-9876543210', created_at: '2026-02-01T10:00:00.000Z' },
      },
      '/settings?tab=organization',
    );
    expect(await screen.findByRole('heading', { name: 'Signed-in visitors' })).toBeInTheDocument();
    const secret = await screen.findByLabelText('Chat secret');
    expect(secret).toHaveValue(firstSecret.secret);
    expect(secret).toHaveAttribute('type', 'password');
    const signing = (screen.getByRole('textbox', { name: 'Signing on your server' }) as HTMLTextAreaElement).value;
    expect(signing).toContain("createHmac('sha256', process.env.SRM_CHAT_SECRET)");
    expect(signing).toContain("hash_hmac('sha256', strtolower(trim($email))");
    expect(signing).toContain(`/chat/${chatOrganizationId}#name=NAME&email=EMAIL&identity_hmac=IDENTITY_HMAC`);
    // The snippet reads the secret from the server's environment: it can be shared without it.
    expect(signing).not.toContain(firstSecret.secret);

    await user.click(screen.getByRole('button', { name: 'Make a new secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new chat secret?' });
    expect(api.sentTo(rotateRoute)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new secret' }));
    expect(await screen.findByText(messages.chatIdentitySecretRotated)).toBeInTheDocument();
    expect(api.sentTo(rotateRoute)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Chat secret')).toHaveValue('chs_second-secret-9876543210'));
  });

  it('shows executives the link but never the secret', async () => {
    const executive: Profile = { ...managerProfile, permission_type: 'executive', org_origin: false };
    const { api } = openChats([], {}, '/settings?tab=organization', executive);
    expect(await screen.findByRole('heading', { name: 'Chat on your website' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signed-in visitors' })).not.toBeInTheDocument();
    expect(api.sentTo(secretRoute)).toHaveLength(0);
  });
});

describe('tickets from a chat', () => {
  const ticketRoute = (id: string) => `GET /api/ticket/get-ticket/${id}/`;
  const createRoute = 'POST /api/ticket/create-ticket/';
  const kemi: StaffUser = {
    id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    first_name: 'Kemi',
    last_name: 'Bello',
    email: 'kemi@zenith.ng',
    permission_type: 'support',
    department_id: null,
    department_name: null,
    email_verified: true,
    image_url: null,
    org_origin: false,
  };
  // Made between Grace's messages 2 and 3 (chat-fixtures: message n is sent at 09:00:0n).
  const earlier = aTicket({
    id: '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a0b',
    reference: 'TCK-000041',
    title: 'Late delivery',
    status: 'open',
    chat: { id: graceRoomId, email: grace.email },
    created_at: '2025-06-30T09:00:02.500Z',
  });
  const linked = (ticket: Ticket) => ({
    id: ticket.id,
    reference: ticket.reference,
    title: ticket.title,
    status: ticket.status,
  });
  const graceWithTicket: ChatUser = { ...grace, tickets: [linked(earlier)] };

  async function openGrace(users: ChatUser[], profile = managerProfile, extra: Record<string, RouteHandler> = {}) {
    const user = userEvent.setup();
    const opened = openChats(
      users,
      {
        [ticketRoute(earlier.id)]: aTicketDetail(earlier),
        'GET /api/profile/all-users/': { results: [kemi], count: 1, count_capped: false, page: 1, page_size: 100 },
        ...extra,
      },
      '/chats',
      profile,
    );
    await server.accept();
    await user.click(await entryOf('Grace Ope'));
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 5), hasMore: false });
    return { user, ...opened };
  }

  const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

  it("chooses the stakeholder's messages since the last ticket, and makes the ticket from those chosen", async () => {
    const made = aTicket({
      id: '2f3e4d5c-6b7a-4899-8b7c-6d5e4f3a2b1c',
      reference: 'TCK-000042',
      title: 'Refund for order 7',
      status: 'new',
      chat: { id: graceRoomId, email: grace.email },
    });
    const { user, api } = await openGrace([graceWithTicket, tunde], managerProfile, {
      [createRoute]: jsonResponse(201, made),
    });
    await user.click(await screen.findByRole('button', { name: 'Create a Ticket' }));

    const picker = await screen.findByRole('dialog', { name: 'Choose the messages' });
    await within(picker).findByRole('checkbox', { name: 'Grace Ope: Message 3' });
    expect(api.sentTo(ticketRoute(earlier.id))).toHaveLength(1);
    expect(checkbox(picker, 'Grace Ope: Message 1')).not.toBeChecked();
    expect(checkbox(picker, 'Ada Obi: Message 2')).not.toBeChecked();
    expect(checkbox(picker, 'Grace Ope: Message 3')).toBeChecked();
    expect(checkbox(picker, 'Ada Obi: Message 4')).not.toBeChecked();
    expect(checkbox(picker, 'Grace Ope: Message 5')).toBeChecked();

    // At least one message.
    await user.click(checkbox(picker, 'Grace Ope: Message 3'));
    await user.click(checkbox(picker, 'Grace Ope: Message 5'));
    expect(within(picker).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(picker).getByText('Choose at least one message.')).toBeInTheDocument();
    await user.click(checkbox(picker, 'Grace Ope: Message 5'));
    await user.click(checkbox(picker, 'Ada Obi: Message 4'));
    await user.click(checkbox(picker, 'Grace Ope: Message 3'));
    await user.click(within(picker).getByRole('button', { name: 'Continue' }));

    const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(wizard).getByLabelText('Stakeholder Name')).toHaveValue('Grace Ope');
    expect(within(wizard).getByLabelText('Stakeholder Email')).toHaveValue('grace@ope.ng');
    expect(within(wizard).getByLabelText('Description')).toHaveValue(
      'Grace Ope: Message 3\nAda Obi: Message 4\nGrace Ope: Message 5',
    );
    // Titled by the stakeholder's first chosen message; the user may change it.
    expect(within(wizard).getByLabelText('Ticket Title')).toHaveValue('Message 3');
    await user.clear(within(wizard).getByLabelText('Ticket Title'));
    await user.paste('Refund for order 7');
    await chooseOption(user, 'Priority', 'High');
    await chooseOption(user, 'SLA Category', 'Standard');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
    // The server now lists the new ticket with the conversation.
    api.on(usersRoute, pageOf([{ ...grace, tickets: [linked(earlier), linked(made)] }, tunde]));
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    const done = await screen.findByRole('dialog', { name: messages.ticketCreated });
    expect((await api.requested(createRoute)).body).toMatchObject({
      name: 'Grace Ope',
      email: 'grace@ope.ng',
      title: 'Refund for order 7',
      description: 'Grace Ope: Message 3\nAda Obi: Message 4\nGrace Ope: Message 5',
      chat_user_id: graceRoomId,
    });
    await user.click(within(done).getByRole('button', { name: 'Back to the chat' }));
    const tickets = screen.getByRole('group', { name: 'Tickets from this chat' });
    expect(await within(tickets).findByRole('link', { name: /TCK-000042 · Refund for order 7/ })).toBeInTheDocument();
    expect(within(tickets).getByRole('link', { name: /TCK-000041 · Late delivery/ })).toBeInTheDocument();
  });

  it('chooses every message of the stakeholder when the conversation has no ticket yet', async () => {
    const { user, api } = await openGrace([grace, tunde]);
    await user.click(await screen.findByRole('button', { name: 'Create a Ticket' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the messages' });
    const ticked = within(picker)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));
    expect(ticked).toEqual(['1', '3', '5']);
    expect(api.requests.some(({ url }) => url.pathname.startsWith('/api/ticket/get-ticket/'))).toBe(false);
  });

  it("lists the conversation's tickets in its header, each a link to the ticket's page", async () => {
    await openGrace([graceWithTicket, tunde]);
    const tickets = await screen.findByRole('group', { name: 'Tickets from this chat' });
    expect(within(tickets).getByRole('link', { name: /TCK-000041 · Late delivery/ })).toHaveAttribute(
      'href',
      '/tickets/TCK-000041',
    );
  });

  it('shows support users the tickets but no Create a Ticket', async () => {
    await openGrace([graceWithTicket, tunde], { ...managerProfile, permission_type: 'support' });
    const tickets = await screen.findByRole('group', { name: 'Tickets from this chat' });
    expect(within(tickets).getByRole('link', { name: /TCK-000041/ })).toBeInTheDocument();
    await settled();
    expect(screen.queryByRole('button', { name: 'Create a Ticket' })).not.toBeInTheDocument();
  });
});

describe('a link to one conversation', () => {
  const amaraRoomId = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
  const amara: ChatUser = {
    ...tunde,
    _id: amaraRoomId,
    fullName: 'Amara Eze',
    email: 'amara@eze.ng',
    stakeholder: { id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', reference: 'STK-000011', name: 'Amara Eze' },
  };
  const lookupRoute = `GET /api/chat/users/${amaraRoomId}`;

  it('opens a conversation the list does not hold through its own lookup, then leaves the address', async () => {
    const { api, router } = openChats(
      [grace, tunde],
      { [lookupRoute]: amara, [seenRoute(amaraRoomId)]: { ok: true } },
      `/chats?user=${amaraRoomId}`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'amara@eze.ng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View stakeholder record' })).toHaveAttribute(
      'href',
      `/stakeholder/${amara.stakeholder?.id}`,
    );
    expect(api.sentTo(lookupRoute)).toHaveLength(1);
    expect(localStorage.getItem(selectedChatUserKey)).toBe(amaraRoomId);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await server.accept();
    await waitFor(() => expect(latestChatSocket().payloadsOf('joinRoom')).toEqual([{ roomId: amaraRoomId }]));
  });

  it('opens one the list holds over the remembered one, without a lookup', async () => {
    localStorage.setItem(selectedChatUserKey, graceRoomId);
    const { api } = openChats([grace, tunde], {}, `/chats?user=${tundeRoomId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'tunde@bello.ng' })).toBeInTheDocument();
    await api.requested(seenRoute(tundeRoomId));
    await settled();
    expect(api.sentTo(`GET /api/chat/users/${tundeRoomId}`)).toHaveLength(0);
    expect(api.sentTo(seenRoute(graceRoomId))).toHaveLength(0);
  });

  it('gives a remembered conversation beyond the loaded page its stakeholder link', async () => {
    localStorage.setItem(selectedChatUserKey, amaraRoomId);
    const { api } = openChats([grace, tunde], { [lookupRoute]: amara, [seenRoute(amaraRoomId)]: { ok: true } });
    expect(await screen.findByRole('link', { name: 'View stakeholder record' })).toHaveAttribute(
      'href',
      `/stakeholder/${amara.stakeholder?.id}`,
    );
    expect(api.sentTo(lookupRoute)).toHaveLength(1);
  });
});
