import { messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSessionKey } from '../../features/chat/public/kept-chat';
import { staffAwayTexts } from '../../features/chat/public/staff-away-notice';
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
    [publicRoute]: { organization_name: 'Zenith Foods', staff_available: true },
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

  it('says when no one is online, before the chat and in it, where the answer will go, until someone is', async () => {
    const user = userEvent.setup();
    let staffAvailable = false;
    openChat({ [publicRoute]: () => ({ organization_name: 'Zenith Foods', staff_available: staffAvailable }) });
    expect(await screen.findByText(staffAwayTexts.beforeTheChat)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Ope');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    const byEmail = staffAwayTexts.inTheChat('grace@ope.ng');
    expect(await screen.findByText(byEmail)).toBeInTheDocument();

    // Someone opens the app; the page hears of it when it asks again (each minute, or when the tab is back).
    staffAvailable = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByText(byEmail)).not.toBeInTheDocument());
  });

  it('says nothing of email while someone is online', async () => {
    openChat();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByText(staffAwayTexts.beforeTheChat)).not.toBeInTheDocument();
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

describe('public chat: proving the email', () => {
  const verifyRoute = 'POST /api/chat/verify-code/';
  const resendRoute = 'POST /api/chat/resend-code/';
  // The start of someone whose email wrote before: a conversation of their own, and a code emailed.
  const ownRoomId = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
  const waiting = { ...graceSession, roomId: ownRoomId, verified: false, code_required: true, code_sent: true };
  const proven = { ...graceSession, organization_name: 'Zenith Foods', verified: true, code_required: false };

  async function startAgain(extra: Record<string, RouteHandler> = {}, startAnswer: object = waiting) {
    const user = userEvent.setup();
    const view = openChat({
      [startRoute]: jsonResponse(201, { ...startAnswer, organization_name: 'Zenith Foods', code_sent: true }),
      ...extra,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Ope');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await screen.findByRole('heading', { name: 'You have chatted with us before' });
    return { user, ...view };
  }
  const codeBox = (digit: number) => screen.getByRole('textbox', { name: `Code digit ${digit} of 6` });

  it('asks for the code sent to the email, by keyboard, and then opens the earlier conversation', async () => {
    const { user, api } = await startAgain({
      [verifyRoute]: ({ body }) =>
        (body as { code: string }).code === '482913'
          ? jsonResponse(200, proven)
          : jsonResponse(400, { detail: messages.chatCodeInvalid }),
    });
    expect(
      screen.getByText('We sent a code to grace@ope.ng. Enter it to continue your earlier conversation here.'),
    ).toBeInTheDocument();
    // The code is the next step: typing starts in its first box.
    expect(codeBox(1)).toHaveFocus();
    // Meanwhile the chat of its own is open to write in.
    expect(latestChatSocket().auth()).toEqual({ chatToken: 'chat-token-1' });
    await server.accept();
    expect(latestChatSocket().payloadsOf('joinRoom')).toEqual([{ roomId: ownRoomId }]);

    await user.keyboard('111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.chatCodeInvalid);
    expect(codeBox(1)).toHaveFocus();
    await user.keyboard('482913{Enter}');

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You have chatted with us before' })).toBeNull());
    expect(api.sentTo(verifyRoute).map(({ body }) => body)).toEqual([
      { chat_token: 'chat-token-1', code: '111111' },
      { chat_token: 'chat-token-1', code: '482913' },
    ]);
    // A new socket reads the earlier conversation, history and all.
    expect(fakeChatSockets).toHaveLength(2);
    await server.accept();
    expect(latestChatSocket().payloadsOf('joinRoom')).toEqual([{ roomId: graceRoomId }]);
    await server.answer('joinRoom', { ok: true, messages: messagesFrom(1, 3), hasMore: false });
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem(chatSessionKey(chatOrganizationId)) ?? 'null')).toMatchObject({
      roomId: graceRoomId,
      code_required: false,
      verified: true,
    });
  });

  it('keeps asking after a reload, takes a pasted code, and sends a new one on request', async () => {
    localStorage.setItem(chatSessionKey(chatOrganizationId), JSON.stringify(waiting));
    const user = userEvent.setup();
    const { api } = openChat({
      [resendRoute]: { detail: messages.chatCodeSent },
      [verifyRoute]: jsonResponse(200, proven),
    });
    await screen.findByRole('heading', { name: 'You have chatted with us before' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(messages.chatCodeSent)).toBeInTheDocument();
    expect(api.sentTo(resendRoute).map(({ body }) => body)).toEqual([{ chat_token: 'chat-token-1' }]);

    await user.click(codeBox(1));
    await user.paste('482 913');
    await waitFor(() =>
      expect(api.sentTo(verifyRoute).map(({ body }) => body)).toEqual([{ chat_token: 'chat-token-1', code: '482913' }]),
    );
  });

  it('says when no code could be sent, and folds the step away on request', async () => {
    const user = userEvent.setup();
    openChat({ [startRoute]: jsonResponse(201, { ...waiting, organization_name: 'Zenith Foods', code_sent: false }) });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Ope');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@ope.ng');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText(messages.chatCodeNotSent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('textbox', { name: 'Code digit 1 of 6' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter the code' }));
    expect(codeBox(1)).toHaveFocus();
  });

  it('refuses a short code before asking, and starts again when the server no longer knows the session', async () => {
    const { user, api } = await startAgain({ [verifyRoute]: jsonResponse(404, { detail: messages.chatSessionEnded }) });
    await user.keyboard('123{Enter}');
    expect(await screen.findByText(messages.otpFormat)).toBeInTheDocument();
    expect(api.sentTo(verifyRoute)).toHaveLength(0);

    expect(codeBox(1)).toHaveFocus();
    await user.keyboard('123456{Enter}');
    expect(await screen.findByText(messages.chatSessionEnded)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(localStorage.getItem(chatSessionKey(chatOrganizationId))).toBeNull();
  });

  it("starts at once, proven, for the visitor the organisation's website vouches for", async () => {
    const hmac = 'a'.repeat(64);
    window.location.hash = `name=Grace%20Ope&email=Grace%40Ope.ng&identity_hmac=${hmac}`;
    try {
      const { api } = openChat({ [startRoute]: jsonResponse(201, proven) });
      expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
      expect(api.sentTo(startRoute).map(({ body }) => body)).toEqual([
        { name: 'Grace Ope', email: 'grace@ope.ng', identity_hmac: hmac },
      ]);
      expect(screen.queryByRole('heading', { name: 'You have chatted with us before' })).not.toBeInTheDocument();
    } finally {
      window.location.hash = '';
    }
  });

  it("says so when the website's proof is refused, and lets the visitor start without it", async () => {
    window.location.hash = `name=Grace%20Ope&email=grace%40ope.ng&identity_hmac=${'b'.repeat(64)}`;
    try {
      const user = userEvent.setup();
      let starts = 0;
      const { api } = openChat({
        [startRoute]: () =>
          ++starts === 1
            ? jsonResponse(403, { detail: messages.chatIdentityInvalid })
            : jsonResponse(201, { ...graceSession, organization_name: 'Zenith Foods' }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.chatIdentityInvalid);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@ope.ng');
      await user.click(screen.getByRole('button', { name: 'Start chat' }));
      await screen.findByRole('log', { name: 'Messages' });
      expect(api.sentTo(startRoute).at(-1)?.body).toEqual({ name: 'Grace Ope', email: 'grace@ope.ng' });
    } finally {
      window.location.hash = '';
    }
  });
});
