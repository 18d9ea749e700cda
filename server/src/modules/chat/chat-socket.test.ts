import { type ChatMessage, type ChatSessionReceipt, messages } from '@srm/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatUsers } from '../../db/schema/index.js';
import { type ChatClient, connectChat, messageEvent, refusedChatConnection } from '../../test/chat-client.js';
import { createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let address: string;
let zenith: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  zenith = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
const connect = async (auth: Parameters<typeof connectChat>[1]) => {
  const client = await connectChat(address, auth);
  clients.push(client);
  return client;
};

async function startChat(team: Team, name: string, email: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/chat/start/${team.organization.id}/`,
    payload: { name, email },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ChatSessionReceipt>();
}

const stored = (chatUserId: string) =>
  testApp.database.db
    .select({ sequence: chatMessages.sequence, body: chatMessages.body, clientId: chatMessages.clientId })
    .from(chatMessages)
    .where(eq(chatMessages.chatUserId, chatUserId))
    .orderBy(asc(chatMessages.sequence));

const sequencesOf = (list: ChatMessage[]) => list.map((message) => message.sequence);

describe('who may connect and listen', () => {
  it('refuses a socket without a token, with an unknown chat token or a staff token that is not live', async () => {
    const attempts: Record<string, string>[] = [{}, { chatToken: 'not-a-session' }, { token: 'not-a-session' }];
    for (const auth of attempts) {
      const refusal = await refusedChatConnection(address, auth);
      expect(refusal.data?.status).toBe(401);
    }
  });

  it('lets a stakeholder open their own conversation only', async () => {
    const ada = await startChat(zenith, 'Ada Obi', 'ada@example.ng');
    const bayo = await startChat(zenith, 'Bayo Ade', 'bayo@example.ng');
    const adaSocket = await connect({ chatToken: ada.chat_token });

    expect(await adaSocket.join(bayo.roomId)).toEqual({ ok: false, status: 404, detail: messages.notFound });
    const send = await adaSocket.send(bayo.roomId, 'Let me in');
    expect(send).toMatchObject({ ok: false, status: 404 });
    expect(await stored(bayo.roomId)).toEqual([]);
    expect(await adaSocket.join(ada.roomId)).toEqual({ ok: true, messages: [], hasMore: false });
  });

  it('gives staff of another organisation nothing: no joining, no events of the conversation or the list', async () => {
    const chidi = await startChat(zenith, 'Chidi Eze', 'chidi@example.ng');
    const stakeholder = await connect({ chatToken: chidi.chat_token });
    const outsider = await connect({ token: other.manager.token });
    const insider = await connect({ token: zenith.support.token });

    expect(await outsider.join(chidi.roomId)).toMatchObject({ ok: false, status: 404 });
    await stakeholder.send(chidi.roomId, 'Hello Zenith');
    await insider.nextEvent((event) => event.name === 'message');
    // Events reach one socket in order: the insider's marker below comes after anything the outsider might get.
    await insider.nextEvent((event) => event.name === 'userDataAgain');
    expect(outsider.received).toEqual([]);
  });
});

describe('messages', () => {
  it('numbers each message 1, 2, 3 in its conversation and delivers it to both sides in that order', async () => {
    const ngozi = await startChat(zenith, 'Ngozi Bello', 'ngozi@example.ng');
    const stakeholder = await connect({ chatToken: ngozi.chat_token });
    const staff = await connect({ token: zenith.manager.token });
    await staff.join(ngozi.roomId);

    const first = await stakeholder.send(ngozi.roomId, 'My receipt is missing');
    const reply = await staff.send(ngozi.roomId, 'Sorry about that, sending it now');
    const thanks = await stakeholder.send(ngozi.roomId, 'Thank you!');

    expect([first, reply, thanks].map((answer) => answer.ok && answer.message.sequence)).toEqual([1, 2, 3]);
    expect(reply).toMatchObject({ ok: true, message: { sender: 'staff', senderEmail: 'Admin' } });
    expect(first).toMatchObject({ ok: true, message: { sender: 'stakeholder', senderEmail: 'ngozi@example.ng' } });
    for (const side of [stakeholder, staff]) {
      await side.nextEvent(messageEvent(3));
      expect(sequencesOf(side.messagesReceived())).toEqual([1, 2, 3]);
    }
    expect((await stored(ngozi.roomId)).map((row) => row.body)).toEqual([
      'My receipt is missing',
      'Sorry about that, sending it now',
      'Thank you!',
    ]);
  });

  it('stores a send repeated with the same client id once, and answers it with the same message', async () => {
    const tunde = await startChat(zenith, 'Tunde Ola', 'tunde@example.ng');
    const stakeholder = await connect({ chatToken: tunde.chat_token });
    const clientId = crypto.randomUUID();

    const [once, again] = await Promise.all([
      stakeholder.send(tunde.roomId, 'Is my order shipped?', clientId),
      stakeholder.send(tunde.roomId, 'Is my order shipped?', clientId),
    ]);
    const later = await stakeholder.send(tunde.roomId, 'Is my order shipped?', clientId);

    expect(once).toEqual(again);
    expect(later).toEqual(once);
    expect(await stored(tunde.roomId)).toEqual([{ sequence: 1, body: 'Is my order shipped?', clientId }]);
    await stakeholder.nextEvent(messageEvent(1));
    expect(stakeholder.messagesReceived()).toHaveLength(1);

    // The repeats took no number: the next message follows on, leaving no gap to wait for.
    const next = crypto.randomUUID();
    await stakeholder.send(tunde.roomId, 'It says pending', next);
    expect((await stored(tunde.roomId)).map((row) => row.sequence)).toEqual([1, 2]);
  });

  it("answers a repeated client id only to its own side, and never to someone else's session", async () => {
    const first = await startChat(zenith, 'Wale Ojo', 'wale@example.ng');
    const wale = await connect({ chatToken: first.chat_token });
    const clientId = crypto.randomUUID();
    await wale.send(first.roomId, 'My PIN reset code is 4411', clientId);

    const staff = await connect({ token: zenith.manager.token });
    await staff.join(first.roomId);
    expect(await staff.send(first.roomId, 'Reply', clientId)).toMatchObject({ ok: false, status: 400 });
    const stranger = await startChat(zenith, 'Not Wale', 'wale@example.ng');
    const strangerSocket = await connect({ chatToken: stranger.chat_token });
    expect(await strangerSocket.send(first.roomId, 'Hi', clientId)).toMatchObject({ ok: false, status: 404 });
    expect((await stored(first.roomId)).map((row) => row.body)).toEqual(['My PIN reset code is 4411']);
  });

  it('ignores a blank message and refuses one that is too long or has no client id', async () => {
    const kemi = await startChat(zenith, 'Kemi Ojo', 'kemi@example.ng');
    const stakeholder = await connect({ chatToken: kemi.chat_token });

    expect(await stakeholder.send(kemi.roomId, '   ')).toEqual({
      ok: false,
      status: 400,
      detail: messages.messageRequired,
    });
    expect(await stakeholder.send(kemi.roomId, 'x'.repeat(4001))).toEqual({
      ok: false,
      status: 400,
      detail: messages.chatMessageTooLong,
    });
    expect(await stakeholder.send(kemi.roomId, 'Hello', '')).toMatchObject({ ok: false, status: 400 });
    expect(await stored(kemi.roomId)).toEqual([]);
  });

  it('keeps what a stakeholder writes while no staff are connected, for staff to read when they open it', async () => {
    const emeka = await startChat(zenith, 'Emeka Nwosu', 'emeka@example.ng');
    const stakeholder = await connect({ chatToken: emeka.chat_token });
    await stakeholder.send(emeka.roomId, 'Anyone there?');
    await stakeholder.send(emeka.roomId, 'I will wait.');

    const staff = await connect({ token: zenith.support.token });
    const joined = await staff.join(emeka.roomId);
    expect(joined.ok && joined.messages.map((message) => message.message)).toEqual(['Anyone there?', 'I will wait.']);
  });

  it('loses nothing when a connection drops in the middle of a burst: the reconnected side asks after its last sequence', async () => {
    const funmi = await startChat(zenith, 'Funmi Ade', 'funmi@example.ng');
    const stakeholder = await connect({ chatToken: funmi.chat_token });
    const staff = await connect({ token: zenith.executive.token });
    await staff.join(funmi.roomId);

    const burst = Array.from({ length: 20 }, (_, index) => `Update ${index + 1}`);
    const sending = (async () => {
      for (const text of burst) await staff.send(funmi.roomId, text);
    })();
    await stakeholder.nextEvent(messageEvent(5));
    stakeholder.close();
    await sending;

    const have = Math.max(...sequencesOf(stakeholder.messagesReceived()));
    expect(have).toBeLessThan(20);
    const back = await connect({ chatToken: funmi.chat_token });
    const caughtUp = await back.join(funmi.roomId, have);
    expect(caughtUp.ok).toBe(true);
    const everything = [...stakeholder.messagesReceived(), ...(caughtUp.ok ? caughtUp.messages : [])];
    const rows = await stored(funmi.roomId);
    expect(sequencesOf(everything)).toEqual(rows.map((row) => row.sequence));
    expect(everything.map((message) => message.message)).toEqual(burst);
    await staff.nextEvent(messageEvent(20));
    expect(sequencesOf(staff.messagesReceived())).toEqual(rows.map((row) => row.sequence));
  });

  it("gives a stakeholder who starts again with someone's email a conversation of their own", async () => {
    const first = await startChat(zenith, 'Sade Lawal', 'sade@example.ng');
    const sade = await connect({ chatToken: first.chat_token });
    await sade.send(first.roomId, 'My account number is 0123456789');

    const stranger = await startChat(zenith, 'Not Sade', 'sade@example.ng');
    expect(stranger.roomId).not.toBe(first.roomId);
    const strangerSocket = await connect({ chatToken: stranger.chat_token });
    expect(await strangerSocket.join(first.roomId, 0)).toMatchObject({ ok: false, status: 404 });
    expect(await strangerSocket.join(stranger.roomId, 0)).toEqual({ ok: true, messages: [], hasMore: false });
    const own = await strangerSocket.send(stranger.roomId, 'Hi');
    expect(own).toMatchObject({ ok: true, message: { sequence: 1, senderName: 'Not Sade' } });
  });
});

describe('typing', () => {
  it('tells the other side of the conversation when someone types and stops, and no one else', async () => {
    const yemi = await startChat(zenith, 'Yemi Ajayi', 'yemi@example.ng');
    const stakeholder = await connect({ chatToken: yemi.chat_token });
    const staff = await connect({ token: zenith.manager.token });
    const colleagueElsewhere = await connect({ token: zenith.support.token });
    await staff.join(yemi.roomId);

    staff.socket.emit('typing', { roomId: yemi.roomId });
    expect((await stakeholder.nextEvent((event) => event.name === 'isTyping')).payload).toEqual({
      roomId: yemi.roomId,
      typing: true,
    });
    stakeholder.socket.emit('typing', { roomId: yemi.roomId });
    await staff.nextEvent((event) => event.name === 'isTyping');
    staff.socket.emit('stoppedTyping', { roomId: yemi.roomId });
    await stakeholder.nextEvent(
      (event) => event.name === 'isTyping' && (event.payload as { typing: boolean }).typing === false,
    );
    expect(colleagueElsewhere.received.filter((event) => event.name === 'isTyping')).toEqual([]);
  });
});

describe('seen', () => {
  it('records how far the stakeholder has read, never past the last message', async () => {
    const bola = await startChat(zenith, 'Bola Tinubu', 'bola@example.ng');
    const stakeholder = await connect({ chatToken: bola.chat_token });
    const staff = await connect({ token: zenith.manager.token });
    await staff.join(bola.roomId);
    await staff.send(bola.roomId, 'Your refund is on its way');

    stakeholder.socket.emit('seen', { roomId: bola.roomId, sequence: 99 });
    await expect
      .poll(async () => {
        const [row] = await testApp.database.db
          .select({ seen: chatUsers.stakeholderSeenSequence })
          .from(chatUsers)
          .where(eq(chatUsers.id, bola.roomId));
        return row?.seen;
      })
      .toBe(1);
  });
});
