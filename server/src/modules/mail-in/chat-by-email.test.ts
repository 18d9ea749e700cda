import { createHmac, randomUUID } from 'node:crypto';
import type {
  ChatIdentitySecret,
  ChatMessage,
  ChatSessionReceipt,
  PublicChat,
  TicketActivity,
  TicketDetail,
} from '@srm/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatUsers, staffPresence, tickets } from '../../db/schema/index.js';
import { type ChatClient, connectChat } from '../../test/chat-client.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { composeEmail, mailSenderTo } from '../../test/mail-sender.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const domain = 'mail.srm.test';
let testApp: TestApp;
let address: string;
let sender: ReturnType<typeof mailSenderTo>;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { MAIL_IN_PORT: '0', MAIL_IN_HOST: '127.0.0.1', MAIL_IN_DOMAIN: domain },
  });
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  sender = mailSenderTo(testApp.app.mailIn.smtpPort()!);
});
afterAll(async () => {
  sender.close();
  await testApp.close();
});

const sockets: Array<ChatClient | LiveClient> = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const minutes = (count: number) => count * 60_000;
const later = async (ms: number) => {
  testApp.clock.advance(ms);
  await testApp.jobs.runDue();
};

// Each test's organisation is its own, so whether its staff are online is the test's alone.
const newTeam = () => createTeam(testApp, 'Zenith Foods');

const publicChatOf = async (team: Team) =>
  (await testApp.app.inject({ url: `/api/chat/public/${team.organization.id}/` })).json<PublicChat>();

const staffOpenTheApp = async (team: Team) => {
  const live = await connectLive(address, team.support.token);
  sockets.push(live);
  return live;
};

// The organisation's website vouches for its signed-in visitor (docs/product.md#chat): the conversation's email
// is proven, as a website signs it.
async function vouchFor(team: Team, email: string) {
  const secret = await testApp.app.inject({ url: '/api/chat/identity-secret/', headers: bearer(team.manager.token) });
  return createHmac('sha256', secret.json<ChatIdentitySecret>().secret).update(email).digest('hex');
}

async function stakeholderChat(team: Team, { proven = false } = {}) {
  const email = `ngozi.${randomUUID().slice(0, 8)}@example.ng`;
  const proof = proven ? { identity_hmac: await vouchFor(team, email) } : {};
  const receipt = (
    await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email, ...proof },
    })
  ).json<ChatSessionReceipt>();
  const stakeholder = await connectChat(address, { chatToken: receipt.chat_token });
  sockets.push(stakeholder);
  await stakeholder.join(receipt.roomId);
  return { roomId: receipt.roomId, email, stakeholder, say: (text: string) => stakeholder.send(receipt.roomId, text) };
}

// The ticket the conversation continues as, read as staff read it.
async function ticketOfConversation(team: Team, roomId: string) {
  const rows = await testApp.database.db
    .select({ reference: tickets.reference })
    .from(tickets)
    .where(and(eq(tickets.organizationId, team.organization.id), eq(tickets.chatUserId, roomId)));
  if (rows.length !== 1) throw new Error(`the conversation has ${rows.length} tickets`);
  const response = await testApp.app.inject({
    url: `/api/ticket/by-reference/${rows[0]!.reference}/`,
    headers: bearer(team.manager.token),
  });
  return response.json<TicketDetail>();
}

const entriesOf = (ticket: TicketDetail, type: TicketActivity['type']) =>
  ticket.ticket_activity.filter((entry) => entry.type === type);

describe('whether anyone is online', () => {
  it('is what the public chat says: staff with the app open, and for five minutes after the last one left', async () => {
    const team = await newTeam();
    expect(await publicChatOf(team)).toMatchObject({ organization_name: 'Zenith Foods', staff_available: false });

    const live = await staffOpenTheApp(team);
    expect((await publicChatOf(team)).staff_available).toBe(true);
    // Open for an hour: still online, whatever was last written.
    testApp.clock.advance(minutes(60));
    expect((await publicChatOf(team)).staff_available).toBe(true);

    // The server writes down when the last one left (a moment after it found them still there).
    testApp.clock.advance(1_000);
    const leftAt = testApp.clock.now();
    live.close();
    await expect
      .poll(async () => {
        const [row] = await testApp.database.db
          .select()
          .from(staffPresence)
          .where(eq(staffPresence.organizationId, team.organization.id));
        return row?.lastOnlineAt.getTime();
      })
      .toBe(leftAt.getTime());
    testApp.clock.advance(minutes(4));
    expect((await publicChatOf(team)).staff_available).toBe(true);
    testApp.clock.advance(minutes(1));
    expect((await publicChatOf(team)).staff_available).toBe(false);
  });

  it('counts staff answering in the chat, and no other organisation’s staff', async () => {
    const [team, other] = await Promise.all([newTeam(), newTeam()]);
    sockets.push(await connectChat(address, { token: other.support.token }));
    await staffOpenTheApp(other);
    expect((await publicChatOf(team)).staff_available).toBe(false);

    sockets.push(await connectChat(address, { token: team.executive.token }));
    expect((await publicChatOf(team)).staff_available).toBe(true);
    // Long after what was written on arrival, the open socket itself answers.
    testApp.clock.advance(minutes(6));
    expect((await publicChatOf(team)).staff_available).toBe(true);
    expect((await publicChatOf(other)).staff_available).toBe(true);
  });
});

describe('a chat while no one is online', () => {
  it('becomes a ticket of what the stakeholder wrote, linked to the conversation, and emailed to them', async () => {
    const team = await newTeam();
    const { roomId, email, say } = await stakeholderChat(team);
    await say('My order has not come');
    await say('It is order 5521, paid on Monday');
    await testApp.jobs.runDue();

    const ticket = await ticketOfConversation(team, roomId);
    expect(ticket).toMatchObject({
      title: 'My order has not come',
      description: 'My order has not come\n\nIt is order 5521, paid on Monday',
      chat: { id: roomId, email },
      stakeholder: { name: 'Ngozi Bello', email },
    });
    const [created] = await emailsTo(testApp, email);
    expect(created?.subject).toBe(`[${ticket.reference}] We have your request: My order has not come`);
    expect(created?.threading?.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]+@${domain.replaceAll('.', '\\.')}$`));

    // Written on, it joins the same ticket as the stakeholder's answer.
    await say('Any news?');
    await testApp.jobs.runDue();
    const answered = entriesOf(await ticketOfConversation(team, roomId), 'answered');
    expect(answered.map((entry) => [entry.text, entry.body])).toEqual([
      ['Ngozi Bello (the stakeholder) wrote in the chat.', 'Any news?'],
    ]);
    expect(await emailsTo(testApp, email)).toHaveLength(1);
  });

  it('opens no ticket while staff are online', async () => {
    const team = await newTeam();
    await staffOpenTheApp(team);
    const { roomId, email, say } = await stakeholderChat(team);
    await say('Hello, anyone there?');
    await later(minutes(1));
    await expect(ticketOfConversation(team, roomId)).rejects.toThrow('the conversation has 0 tickets');
    expect(await emailsTo(testApp, email)).toEqual([]);
  });
});

describe('staff replies in a chat that goes on by email', () => {
  async function continuedChat() {
    const team = await newTeam();
    const chat = await stakeholderChat(team);
    await chat.say('My order has not come');
    await testApp.jobs.runDue();
    const staff = await connectChat(address, { token: team.support.token });
    sockets.push(staff);
    await staff.join(chat.roomId);
    return { team, staff, ...chat };
  }

  it('go into the ticket and out by email, threaded, once the stakeholder has not read them for 30 seconds', async () => {
    const { team, staff, roomId, email } = await continuedChat();
    await staff.send(roomId, 'Sorry about that. Checking with the courier.');
    await staff.send(roomId, 'It leaves the depot today.');
    await later(20_000);
    expect(entriesOf(await ticketOfConversation(team, roomId), 'replied')).toEqual([]);

    await later(11_000);
    const ticket = await ticketOfConversation(team, roomId);
    expect(entriesOf(ticket, 'replied').map((entry) => [entry.text, entry.body])).toEqual([
      [
        `${team.support.user.firstName} ${team.support.user.lastName} replied in the chat.`,
        'Sorry about that. Checking with the courier.\n\nIt leaves the depot today.',
      ],
    ]);
    const [reply, created] = await emailsTo(testApp, email);
    expect(reply?.subject).toBe(`[${ticket.reference}] New reply: My order has not come`);
    expect(reply?.textBody).toContain('Sorry about that. Checking with the courier.');
    expect(reply?.textBody).toContain('It leaves the depot today.');
    expect(reply?.threading?.replyTo).toBe(created?.threading?.replyTo);
    expect(reply?.threading?.references).toContain(created?.threading?.messageId);

    // The chat's own two-minute email of unseen replies finds them emailed.
    await later(minutes(3));
    expect(await emailsTo(testApp, email)).toHaveLength(2);
  });

  it('are not emailed when the stakeholder read them on the page', async () => {
    const { team, staff, stakeholder, roomId, email } = await continuedChat();
    const { message } = (await staff.send(roomId, 'It leaves the depot today.')) as { message: ChatMessage };
    stakeholder.socket.emit('seen', { roomId, sequence: message.sequence });
    await expect
      .poll(async () => {
        const [row] = await testApp.database.db
          .select({ seen: chatUsers.stakeholderSeenSequence })
          .from(chatUsers)
          .where(eq(chatUsers.id, roomId));
        return row?.seen;
      })
      .toBe(message.sequence);
    await later(31_000);
    expect(entriesOf(await ticketOfConversation(team, roomId), 'replied')).toHaveLength(1);
    expect(await emailsTo(testApp, email)).toHaveLength(1);
  });
});

describe('a reply on the ticket of a chat that goes on by email', () => {
  const replyOnTicket = (team: Team, ticketId: string, body: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/ticket/reply-to-ticket/${ticketId}/`,
      headers: bearer(team.manager.token),
      payload: { body },
    });
  const newReplies = async (email: string) =>
    (await emailsTo(testApp, email)).filter((sent) => sent.subject.includes('New reply'));

  it('appears in the conversation, live, and is emailed once, with the ticket', async () => {
    const team = await newTeam();
    const { roomId, email, stakeholder, say } = await stakeholderChat(team, { proven: true });
    await say('My order has not come');
    await testApp.jobs.runDue();
    const ticket = await ticketOfConversation(team, roomId);

    expect((await replyOnTicket(team, ticket.id, 'It leaves the depot today.')).statusCode).toBe(201);
    const arrived = await stakeholder.nextEvent(
      (event) => event.name === 'messageFromServer' && (event.payload as ChatMessage).sender === 'staff',
    );
    expect(arrived.payload).toMatchObject({
      message: 'It leaves the depot today.',
      senderName: `${team.manager.user.firstName} ${team.manager.user.lastName}`,
    });

    // The stakeholder answers in the chat at once: the answer joins the ticket, and the reply is not written back.
    await say('Thank you!');
    await testApp.jobs.runDue();
    const entries = await ticketOfConversation(team, roomId);
    expect(entriesOf(entries, 'replied').map((entry) => entry.body)).toEqual(['It leaves the depot today.']);
    expect(entriesOf(entries, 'answered').map((entry) => entry.body)).toEqual(['Thank you!']);
    // Neither the chat's checks nor its two-minute email of unseen replies sends the reply again.
    await later(minutes(3));
    expect(await newReplies(email)).toHaveLength(1);
  });

  it('leaves a chat reply written before it to be emailed in its turn', async () => {
    const team = await newTeam();
    const { roomId, email, say } = await stakeholderChat(team, { proven: true });
    await say('My order has not come');
    await testApp.jobs.runDue();
    const ticket = await ticketOfConversation(team, roomId);
    const staff = await connectChat(address, { token: team.support.token });
    sockets.push(staff);
    await staff.send(roomId, 'Checking with the courier.');
    testApp.clock.advance(10_000);
    await replyOnTicket(team, ticket.id, 'It leaves the depot today.');

    await later(21_000);
    const sent = await newReplies(email);
    expect(sent.map((one) => one.textBody.includes('Checking with the courier.'))).toContain(true);
    expect(sent).toHaveLength(2);
  });

  it('is not in a conversation whose email no one proved: whoever typed the address reads nothing of it', async () => {
    const team = await newTeam();
    const { roomId, stakeholder, say } = await stakeholderChat(team);
    await say('My order has not come');
    await testApp.jobs.runDue();
    const ticket = await ticketOfConversation(team, roomId);
    expect((await replyOnTicket(team, ticket.id, 'Your account number is 0123456789.')).statusCode).toBe(201);

    const history = await stakeholder.join(roomId);
    expect(history.ok && history.messages.map((message) => message.message)).toEqual(['My order has not come']);
  });
});

describe('a chat that goes on by email, in an organisation that turned stakeholder emails off', () => {
  it('keeps staff replies on the ticket and leaves them to the chat’s own email of unseen replies', async () => {
    const team = await newTeam();
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/ticket-emails/',
      headers: bearer(team.manager.token),
      payload: { email_stakeholders: false },
    });
    const { roomId, email, say } = await stakeholderChat(team);
    await say('My order has not come');
    await testApp.jobs.runDue();
    const staff = await connectChat(address, { token: team.support.token });
    sockets.push(staff);
    await staff.send(roomId, 'It leaves the depot today.');

    await later(31_000);
    expect(entriesOf(await ticketOfConversation(team, roomId), 'replied')).toHaveLength(1);
    expect(await emailsTo(testApp, email)).toEqual([]);
    await later(minutes(2));
    const [unseen] = await emailsTo(testApp, email);
    expect(unseen?.textBody).toContain('It leaves the depot today.');
  });
});

describe('the stakeholder’s emailed answer', () => {
  it('comes back into the conversation, live, and into the ticket, once', async () => {
    const team = await newTeam();
    const { roomId, email, stakeholder, say } = await stakeholderChat(team, { proven: true });
    await say('My order has not come');
    await testApp.jobs.runDue();
    const [created] = await emailsTo(testApp, email);
    const staffInApp = await connectChat(address, { token: team.support.token });
    sockets.push(staffInApp);

    const answer = await composeEmail({
      from: `Ngozi <${email}>`,
      to: created!.threading!.replyTo,
      subject: `Re: ${created!.subject}`,
      inReplyTo: `<${created!.threading!.messageId}>`,
      text: 'It arrived this morning, thank you!\n\nOn Monday, Zenith Foods wrote:\n> We have your request',
    });
    await sender.send(answer, { from: email, to: [created!.threading!.replyTo] });

    const arrived = await stakeholder.nextEvent(
      (event) => event.name === 'messageFromServer' && (event.payload as ChatMessage).message.startsWith('It arrived'),
    );
    expect(arrived.payload).toMatchObject({ sender: 'stakeholder', message: 'It arrived this morning, thank you!' });
    await staffInApp.nextEvent((event) => event.name === 'message');

    // Written on in the chat, only what is new joins the ticket: the emailed answer is in it once.
    testApp.clock.advance(1_000);
    await say('Shall I return the old one?');
    await testApp.jobs.runDue();
    const ticket = await ticketOfConversation(team, roomId);
    expect(entriesOf(ticket, 'answered').map((entry) => [entry.text, entry.body])).toEqual([
      ['Ngozi Bello (the stakeholder) wrote by email.', 'It arrived this morning, thank you!'],
      ['Ngozi Bello (the stakeholder) wrote in the chat.', 'Shall I return the old one?'],
    ]);
  });

  it('lands in the ticket only, when no one proved the conversation’s email', async () => {
    const team = await newTeam();
    const { roomId, email, stakeholder, say } = await stakeholderChat(team);
    await say('My order has not come');
    await testApp.jobs.runDue();
    const [created] = await emailsTo(testApp, email);
    const answer = await composeEmail({
      from: email,
      to: created!.threading!.replyTo,
      subject: `Re: ${created!.subject}`,
      text: 'I never wrote to you.',
    });
    await sender.send(answer, { from: email, to: [created!.threading!.replyTo] });

    const ticket = await ticketOfConversation(team, roomId);
    expect(entriesOf(ticket, 'answered').map((entry) => entry.body)).toEqual(['I never wrote to you.']);
    const history = await stakeholder.join(roomId);
    expect(history.ok && history.messages.map((message) => message.message)).toEqual(['My order has not come']);
  });
});
