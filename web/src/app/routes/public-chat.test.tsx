import { messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSessionKey } from '../../features/chat/public/chat-session';
import { chatMessage, chatOrganizationId, graceRoomId, messagesFrom } from '../../features/chat/test/chat-fixtures';
import {
  fakeChatSockets,
  installFakeChatSockets,
  latestChatSocket,
  removeFakeChatSockets,
  server,
} from '../../features/chat/test/fake-chat-socket';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { routes } from './routes';

beforeAll(() => import('../../features/chat/public/public-chat-page'), 60_000);
beforeEach(installFakeChatSockets);
afterEach(removeFakeChatSockets);

const publicRoute = `GET /api/chat/public/${chatOrganizationId}/`;
const startRoute = `POST /api/chat/start/${chatOrganizationId}/`;
const graceSession = { chat_token: 'chat-token-1', roomId: graceRoomId, fullName: 'Grace Ope', email: 'grace@ope.ng' };

function openChat(extra: Record<string, RouteHandler> = {}, path = `/chat/${chatOrganizationId}`) {
  const api = mockApi({
    [publicRoute]: { organization_name: 'Zenith Foods' },
    [startRoute]: jsonResponse(201, { ...graceSession, organization_name: 'Zenith Foods' }),
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const log = () => screen.getByRole('log', { name: 'Messages' });

// The conversation open, with Grace's first two messages and the staff's reply.
async function chatting() {
  localStorage.setItem(chatSessionKey(chatOrganizationId), JSON.stringify(graceSession));
  const view = openChat();
  await screen.findByRole('log', { name: 'Messages' });
  await server.accept();
  await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 3), hasMore: false });
  return view;
}

describe('public chat', () => {
  it("shows the organisation's name and asks who is writing, without anyone signed in", async () => {
    openChat();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Zenith Foods' })).toBeInTheDocument();
    expect(document.title).toBe('Chat with Zenith Foods');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(fakeChatSockets).toHaveLength(0);
  });

  it('names every missing or wrong field and starts nothing', async () => {
    const user = userEvent.setup();
    const { api } = openChat();
    await user.click(await screen.findByRole('button', { name: 'Start chat' }));

    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(api.sentTo(startRoute)).toHaveLength(0);
  });

  it("shows the server's field messages on their fields", async () => {
    const user = userEvent.setup();
    openChat({
      [startRoute]: jsonResponse(400, { detail: messages.validationFailed, errors: { email: messages.invalidEmail } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Ope');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says to wait when starts come too fast', async () => {
    const user = userEvent.setup();
    openChat({ [startRoute]: jsonResponse(429, { detail: 'Too many requests' }) });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Ope');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);
  });

  it('starts a chat, keeps the session for a reload, and connects with its token', async () => {
    const user = userEvent.setup();
    const { api } = openChat();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '  Grace Ope ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Grace@Ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    expect(await screen.findByRole('log', { name: 'Messages' })).toHaveAttribute('aria-live', 'polite');
    expect(api.sentTo(startRoute).map(({ body }) => body)).toEqual([{ name: 'Grace Ope', email: 'grace@ope.ng' }]);
    expect(JSON.parse(localStorage.getItem(chatSessionKey(chatOrganizationId)) ?? 'null')).toEqual(graceSession);
    expect(screen.getByText('Chatting as Grace Ope (grace@ope.ng)')).toBeInTheDocument();
    expect(latestChatSocket().auth()).toEqual({ chatToken: 'chat-token-1' });

    await server.accept();
    expect(latestChatSocket().payloadsOf('joinRoom')).toEqual([{ roomId: graceRoomId }]);
    await server.answer('joinRoom', { ok: true, messages: [], hasMore: false });
    expect(await within(log()).findByText('No messages yet.')).toBeInTheDocument();
  });

  it('carries on with the kept session after a reload, showing the conversation', async () => {
    await chatting();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(latestChatSocket().auth()).toEqual({ chatToken: 'chat-token-1' });
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 1'),
      expect.stringContaining('Message 2'),
      expect.stringContaining('Message 3'),
    ]);
    expect(items[1]).toHaveTextContent('Ada Obi');
    expect(within(items[1]!).getByText(/ago$/)).toHaveAttribute('datetime', chatMessage(2).timeSent);
  });

  it('sends with Enter, a new line with Shift+Enter, and shows the message once it is stored', async () => {
    const user = userEvent.setup();
    await chatting();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');

    const socket = latestChatSocket();
    const [sent] = socket.payloadsOf('messages') as { text: string; clientId: string }[];
    expect(sent).toEqual({ roomId: graceRoomId, text: 'Hello\nthere', clientId: expect.any(String) });
    expect(box).toHaveValue('');
    expect(within(log()).getByText('Sending…')).toBeInTheDocument();

    const stored = chatMessage(4, { clientId: sent!.clientId, message: 'Hello\nthere', sender: 'stakeholder' });
    await server.fire('messageFromServer', stored);
    await server.answer('messages', { ok: true, message: stored });
    expect(within(log()).getAllByText(/Hello\s+there/)).toHaveLength(1);
    expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('ignores a blank message', async () => {
    const user = userEvent.setup();
    await chatting();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(latestChatSocket().payloadsOf('messages')).toEqual([]);
  });

  it("shows 'Typing...' while the organisation types", async () => {
    await chatting();
    await server.fire('isTyping', { roomId: graceRoomId, typing: true });
    expect(screen.getByText(messages.chatTyping)).toBeInTheDocument();
    await server.fire('messageFromServer', chatMessage(4));
    expect(screen.queryByText(messages.chatTyping)).not.toBeInTheDocument();
  });

  it('tells the server what the stakeholder has seen while the page is in view', async () => {
    await chatting();
    await waitFor(() => expect(latestChatSocket().payloadsOf('seen')).toEqual([{ roomId: graceRoomId, sequence: 3 }]));
  });

  it('asks for the name and email again when the server no longer knows the session', async () => {
    await chatting();
    await server.refuse(401);

    expect(await screen.findByText(messages.chatSessionEnded)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(localStorage.getItem(chatSessionKey(chatOrganizationId))).toBeNull();
    expect(latestChatSocket().active).toBe(false);
  });

  it('says the chat does not exist for an unknown organisation', async () => {
    openChat({ [publicRoute]: jsonResponse(404, { detail: messages.chatNotFound }) });
    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.chatNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('says the chat does not exist, without asking, when the address holds no organisation id', async () => {
    const { api } = openChat({}, '/chat/not-an-id');
    expect(await screen.findByText(messages.chatNotFound)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
