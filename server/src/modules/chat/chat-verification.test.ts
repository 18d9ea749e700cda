import {
  type ChatIdentitySecret,
  type ChatMessage,
  type ChatSessionReceipt,
  type ChatUserPage,
  messages,
} from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatIdentitySecrets, chatUsers } from '../../db/schema/index.js';
import { type ChatClient, connectChat, refusedChatConnection } from '../../test/chat-client.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { withinLimit } from '../../test/live-client.js';
import { emailsTo, lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { identityHmacOf } from './chat-identity.service.js';

// docs/product.md#chat: a chat belongs to whoever proves the email.
let testApp: TestApp;
let address: string;
let zenith: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  zenith = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
const connect = async (chatToken: string) => {
  const client = await connectChat(address, { chatToken });
  clients.push(client);
  return client;
};
const connectStaff = async (token: string) => {
  const client = await connectChat(address, { token });
  clients.push(client);
  return client;
};

// Each test comes from its own address, so the per-address limits of one do not spoil the next.
let lastAddress = 0;
const newAddress = () => `10.4.0.${++lastAddress}`;

const start = (team: Team, payload: object, remoteAddress = '10.4.1.1') =>
  testApp.app.inject({ method: 'POST', url: `/api/chat/start/${team.organization.id}/`, payload, remoteAddress });
async function started(team: Team, payload: object, remoteAddress?: string) {
  const response = await start(team, payload, remoteAddress);
  expect(response.statusCode).toBe(201);
  return response.json<ChatSessionReceipt>();
}
const verify = (payload: object, remoteAddress = '10.4.1.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/chat/verify-code/', payload, remoteAddress });
const resend = (payload: object, remoteAddress = '10.4.1.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/chat/resend-code/', payload, remoteAddress });
const codeFor = (email: string) => lastCodeSentTo(testApp, email);
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const staffList = async (team: Team, search: string) =>
  (
    await testApp.app.inject({ url: `/api/chat/users/?search=${search}`, headers: bearer(team.manager.token) })
  ).json<ChatUserPage>().results;
const texts = (list: ChatMessage[]) => list.map((message) => message.message);

// The owner's conversation: what they wrote and what staff answered.
async function ownersConversation(email: string, ip: string) {
  const owner = await started(zenith, { name: 'Sade Lawal', email }, ip);
  const ownerSocket = await connect(owner.chat_token);
  await ownerSocket.send(owner.roomId, 'My account number is 0123456789');
  const staff = await connectStaff(zenith.support.token);
  await staff.join(owner.roomId);
  await staff.send(owner.roomId, 'Thanks Sade, your refund of N45,000 is on its way');
  return { owner, ownerSocket, staff };
}

const closed = (client: ChatClient) =>
  withinLimit<string>('disconnect', (resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));

describe('a second start with the same email', () => {
  it('sees neither the history nor the replies that follow until it gives the code emailed to the address', async () => {
    const ip = newAddress();
    const email = 'sade.proof@example.ng';
    const { owner, staff } = await ownersConversation(email, ip);

    const stranger = await started(zenith, { name: 'Not Sade', email }, ip);
    expect(stranger).toMatchObject({ verified: false, code_required: true, code_sent: true });
    expect(stranger.roomId).not.toBe(owner.roomId);
    const [codeEmail] = await emailsTo(testApp, email);
    expect(codeEmail?.subject).toMatch(/^\d{6} is your code for the chat with Zenith Foods$/);

    const strangerSocket = await connect(stranger.chat_token);
    expect(await strangerSocket.join(owner.roomId, 0)).toMatchObject({ ok: false, status: 404 });
    expect(await strangerSocket.join(stranger.roomId, 0)).toEqual({ ok: true, messages: [], hasMore: false });
    await staff.send(owner.roomId, 'Your new card PIN is in the post');
    await strangerSocket.send(stranger.roomId, 'Hello?');
    await strangerSocket.nextEvent((event) => event.name === 'messageFromServer');
    // Events reach one socket in order: its own message came back, and nothing of the owner's before it.
    expect(texts(strangerSocket.messagesReceived())).toEqual(['Hello?']);

    // Staff see two conversations for the email; the stranger's is marked unverified.
    const listed = await staffList(zenith, 'sade.proof');
    expect(Object.fromEntries(listed.map((user) => [user._id, user.verified]))).toEqual({
      [stranger.roomId]: false,
      [owner.roomId]: false,
    });
  });

  it('joins the earlier conversation with its history once the code is given, bringing what it wrote', async () => {
    const ip = newAddress();
    const email = 'tunde.proof@example.ng';
    const { owner, staff } = await ownersConversation(email, ip);
    const later = await started(zenith, { name: 'Tunde on his phone', email }, ip);
    const phone = await connect(later.chat_token);
    await phone.send(later.roomId, 'It is me, on my phone');
    const code = await codeFor(email);

    const leaving = closed(phone);
    const proven = await verify({ chat_token: later.chat_token, code }, ip);
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ roomId: owner.roomId, verified: true, code_required: false });
    // The socket spoke for the conversation it left: it is closed, and connects again.
    await leaving;
    const again = await connect(later.chat_token);
    const history = await again.join(owner.roomId, 0);
    expect(history.ok && texts(history.messages)).toEqual([
      'My account number is 0123456789',
      'Thanks Sade, your refund of N45,000 is on its way',
      'It is me, on my phone',
    ]);
    expect(history.ok && history.messages.map((message) => message.sequence)).toEqual([1, 2, 3]);
    // Replies from now on reach it live.
    await staff.send(owner.roomId, 'Welcome back');
    await again.nextEvent((event) => event.name === 'messageFromServer');
    expect(texts(again.messagesReceived())).toEqual(['Welcome back']);

    // One conversation is left for the email, proven; the one it wrote in is merged away.
    const listed = await staffList(zenith, 'tunde.proof');
    expect(listed.map((user) => [user._id, user.verified, user.last_message?.message])).toEqual([
      [owner.roomId, true, 'Welcome back'],
    ]);
    // The same code again (a double submit) answers the same, and changes nothing.
    expect((await verify({ chat_token: later.chat_token, code }, ip)).json()).toMatchObject({ roomId: owner.roomId });
    expect((await resend({ chat_token: later.chat_token }, ip)).json().detail).toBe(messages.chatAlreadyVerified);
  });

  it('ends a session that never proved the email once someone proves it', async () => {
    const ip = newAddress();
    const email = 'kemi.proof@example.ng';
    // Whoever typed the email first may not own it.
    const first = await started(zenith, { name: 'Kemi?', email }, ip);
    expect(first).toMatchObject({ verified: false, code_required: false, code_sent: false });
    const firstSocket = await connect(first.chat_token);
    await firstSocket.send(first.roomId, 'Please send my statement here');

    const owner = await started(zenith, { name: 'Kemi Ojo', email }, ip);
    const ending = closed(firstSocket);
    expect((await verify({ chat_token: owner.chat_token, code: await codeFor(email) }, ip)).statusCode).toBe(200);
    await ending;
    expect((await refusedChatConnection(address, { chatToken: first.chat_token })).data?.status).toBe(401);
    const staff = await connectStaff(zenith.manager.token);
    await staff.send(first.roomId, 'Here is your statement');
    const ownerSocket = await connect(owner.chat_token);
    const history = await ownerSocket.join(first.roomId, 0);
    expect(history.ok && texts(history.messages)).toEqual(['Please send my statement here', 'Here is your statement']);
  });
});

describe('the code', () => {
  it('locks after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const ip = newAddress();
    const email = 'wale.tries@example.ng';
    await started(zenith, { name: 'Wale', email }, ip);
    const later = await started(zenith, { name: 'Wale', email }, ip);
    const code = await codeFor(email);

    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await verify({ chat_token: later.chat_token, code: wrongCode(code) }, ip);
      expect([refused.statusCode, refused.json().detail]).toEqual([400, messages.chatCodeInvalid]);
    }
    const fifth = await verify({ chat_token: later.chat_token, code: wrongCode(code) }, ip);
    expect(fifth.json().detail).toBe(messages.chatCodeTooManyAttempts);
    const right = await verify({ chat_token: later.chat_token, code }, ip);
    expect([right.statusCode, right.json().detail]).toEqual([400, messages.chatCodeTooManyAttempts]);

    // Emails queued at distinct moments, so "the newest" is plain.
    testApp.clock.advance(1_000);
    expect((await resend({ chat_token: later.chat_token }, ip)).json().detail).toBe(messages.chatCodeSent);
    const fresh = await codeFor(email);
    expect((await verify({ chat_token: later.chat_token, code: fresh }, ip)).statusCode).toBe(200);
  });

  it('works for 10 minutes, and only the newest one', async () => {
    const ip = newAddress();
    const email = 'bola.expiry@example.ng';
    await started(zenith, { name: 'Bola', email }, ip);
    const later = await started(zenith, { name: 'Bola', email }, ip);
    const first = await codeFor(email);
    testApp.clock.advance(10 * 60_000 + 1_000);
    const expired = await verify({ chat_token: later.chat_token, code: first }, ip);
    expect([expired.statusCode, expired.json().detail]).toEqual([400, messages.chatCodeInvalid]);

    await resend({ chat_token: later.chat_token }, ip);
    const second = await codeFor(email);
    if (second !== first) {
      expect((await verify({ chat_token: later.chat_token, code: first }, ip)).statusCode).toBe(400);
    }
    expect((await verify({ chat_token: later.chat_token, code: second }, ip)).statusCode).toBe(200);
  });

  it('is sent at most 5 times an hour to one address; past that a start still opens a chat of its own', async () => {
    const ip = newAddress();
    const email = 'ngozi.resend@example.ng';
    await started(zenith, { name: 'Ngozi', email }, ip);
    const later = await started(zenith, { name: 'Ngozi', email }, ip);
    for (let resent = 1; resent <= 4; resent++) {
      expect((await resend({ chat_token: later.chat_token }, ip)).statusCode).toBe(200);
    }
    const sixth = await resend({ chat_token: later.chat_token }, ip);
    expect([sixth.statusCode, sixth.json().detail]).toEqual([429, messages.tooManyRequests]);
    expect(sixth.headers['retry-after']).toBeDefined();
    // From another address too: the limit is the inbox's.
    expect((await resend({ chat_token: later.chat_token }, newAddress())).statusCode).toBe(429);
    expect(await emailsTo(testApp, email)).toHaveLength(5);

    const yetAnother = await started(zenith, { name: 'Ngozi', email }, ip);
    expect(yetAnother).toMatchObject({ code_required: true, code_sent: false });
    expect(await emailsTo(testApp, email)).toHaveLength(5);
  });

  it('takes exactly 6 digits and a bounded token, and says a session it does not know has ended', async () => {
    const ip = newAddress();
    const later = await started(zenith, { name: 'Ada', email: 'ada.bounds@example.ng' }, ip);
    for (const code of ['12345', '1234567', 'abcdef', '12 456', 123456]) {
      const refused = await verify({ chat_token: later.chat_token, code }, ip);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.code).toBeDefined();
    }
    expect((await verify({ chat_token: 'x'.repeat(513), code: '123456' }, ip)).statusCode).toBe(422);
    expect((await resend({ chat_token: 'x'.repeat(513) }, ip)).statusCode).toBe(422);
    const unknown = await verify({ chat_token: 'not-a-session', code: '123456' }, ip);
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, messages.chatSessionEnded]);
    expect((await resend({ chat_token: 'not-a-session' }, ip)).statusCode).toBe(404);
  });
});

describe("the organisation's website vouching (identity_hmac)", () => {
  const secretOf = async (team: Team) =>
    (
      await testApp.app.inject({ url: '/api/chat/identity-secret/', headers: bearer(team.manager.token) })
    ).json<ChatIdentitySecret>();

  it('joins the earlier conversation at once with a valid proof, and refuses an invalid one', async () => {
    const ip = newAddress();
    const email = 'emeka.site@example.ng';
    const { owner } = await ownersConversation(email, ip);
    const { secret } = await secretOf(zenith);
    expect(secret).toMatch(/^chs_[A-Za-z0-9_-]{43}$/);
    // Kept sealed: the database alone does not hold the secret.
    const [row] = await testApp.database.db
      .select()
      .from(chatIdentitySecrets)
      .where(eq(chatIdentitySecrets.organizationId, zenith.organization.id));
    expect(row?.sealedSecret).not.toContain(secret.slice(4));

    const vouched = await started(
      zenith,
      { name: 'Emeka', email: ' Emeka.Site@Example.NG ', identity_hmac: identityHmacOf(secret, email).toUpperCase() },
      ip,
    );
    expect(vouched).toMatchObject({ roomId: owner.roomId, verified: true, code_required: false, code_sent: false });
    const socket = await connect(vouched.chat_token);
    const history = await socket.join(owner.roomId, 0);
    expect(history.ok && history.messages).toHaveLength(2);
    expect((await staffList(zenith, 'emeka.site')).map((user) => user.verified)).toEqual([true]);

    const forged = await start(zenith, { name: 'Emeka', email, identity_hmac: identityHmacOf('guess', email) }, ip);
    expect([forged.statusCode, forged.json().detail]).toEqual([403, messages.chatIdentityInvalid]);
    const otherPerson = await start(
      zenith,
      { name: 'Emeka', email: 'someone.else@example.ng', identity_hmac: identityHmacOf(secret, email) },
      ip,
    );
    expect(otherPerson.statusCode).toBe(403);
    for (const malformed of ['abc', 'g'.repeat(64), 'a'.repeat(65), 42]) {
      const refused = await start(zenith, { name: 'Emeka', email, identity_hmac: malformed }, ip);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ identity_hmac: messages.chatIdentityInvalid });
    }
  });

  it("is the organisation's own: another's secret proves nothing here, and a rotation retires the old one", async () => {
    const ip = newAddress();
    const email = 'funmi.site@example.ng';
    const otherSecret = (await secretOf(other)).secret;
    const elsewhere = await start(
      zenith,
      { name: 'Funmi', email, identity_hmac: identityHmacOf(otherSecret, email) },
      ip,
    );
    expect(elsewhere.statusCode).toBe(403);

    const before = await secretOf(zenith);
    expect((await secretOf(zenith)).secret).toBe(before.secret);
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat/identity-secret/rotate/',
      headers: bearer(zenith.manager.token),
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json<ChatIdentitySecret>();
    expect(after.secret).not.toBe(before.secret);
    expect((await secretOf(zenith)).secret).toBe(after.secret);
    const stale = await start(
      zenith,
      { name: 'Funmi', email, identity_hmac: identityHmacOf(before.secret, email) },
      ip,
    );
    expect(stale.statusCode).toBe(403);
    const fresh = await start(zenith, { name: 'Funmi', email, identity_hmac: identityHmacOf(after.secret, email) }, ip);
    expect(fresh.statusCode).toBe(201);
    // Executives and support never see it.
    for (const member of [zenith.executive, zenith.support]) {
      const refused = await testApp.app.inject({ url: '/api/chat/identity-secret/', headers: bearer(member.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(after.secret);
    }
  });
});

describe('staff', () => {
  it("see an unverified email's stakeholder record only as a guess, marked, until the email is proven", async () => {
    const ip = newAddress();
    const record = await createStakeholder(testApp.database.db, {
      organizationId: zenith.organization.id,
      name: 'Harbour Foods',
      emails: ['orders@harbour-proof.ng'],
    });
    const first = await started(zenith, { name: 'Harbour', email: 'orders@harbour-proof.ng' }, ip);
    const socket = await connect(first.chat_token);
    await socket.send(first.roomId, 'Where is our order?');
    const [unproven] = await staffList(zenith, 'harbour-proof');
    expect(unproven).toMatchObject({ verified: false, stakeholder: { id: record.id } });

    const again = await started(zenith, { name: 'Harbour', email: 'orders@harbour-proof.ng' }, ip);
    await verify({ chat_token: again.chat_token, code: await codeFor('orders@harbour-proof.ng') }, ip);
    const [proven] = await staffList(zenith, 'harbour-proof');
    expect(proven).toMatchObject({ _id: first.roomId, verified: true, stakeholder: { id: record.id } });
    // Another organisation's staff see none of it.
    expect(await staffList(other, 'harbour-proof')).toEqual([]);
    const [stored] = await testApp.database.db.select().from(chatUsers).where(eq(chatUsers.id, first.roomId));
    expect(stored?.verified).toBe(true);
  });
});
