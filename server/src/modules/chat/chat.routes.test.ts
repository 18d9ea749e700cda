import { type ChatMessage, type ChatSessionReceipt, type ChatUserPage, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../test/chat-client.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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

const start = (organizationId: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/chat/start/${organizationId}/`, payload });

const asStaff = (token: string, method: 'GET' | 'PUT', url: string) =>
  testApp.app.inject({ method, url, headers: bearer(token) });

async function conversationWith(team: Team, name: string, email: string, lines: string[]) {
  const receipt = (await start(team.organization.id, { name, email })).json<ChatSessionReceipt>();
  const socket = await connectChat(address, { chatToken: receipt.chat_token });
  for (const line of lines) await socket.send(receipt.roomId, line);
  socket.close();
  return receipt;
}

async function chatUsers(token: string, query = '') {
  return (await asStaff(token, 'GET', `/api/chat/users/${query}`)).json<ChatUserPage>();
}

describe('the public chat page', () => {
  it('names the organisation, and says a chat of an unknown or malformed address does not exist', async () => {
    const page = await testApp.app.inject({ url: `/api/chat/public/${zenith.organization.id}/` });
    expect(page.json()).toEqual({ organization_name: 'Zenith Foods', staff_available: false });
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const missing = await testApp.app.inject({ url: `/api/chat/public/${id}/` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe(messages.chatNotFound);
      expect((await start(id, { name: 'Ada', email: 'ada@example.ng' })).statusCode).toBe(404);
    }
  });

  it('starts with a name and an email, each checked with its own message', async () => {
    const refused = await start(zenith.organization.id, { name: ' ', email: 'not-an-email' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ name: messages.nameRequired, email: messages.invalidEmail });
    expect((await start(zenith.organization.id, { name: 'Ada' })).json().errors).toEqual({
      email: messages.emailRequired,
    });

    const started = await start(zenith.organization.id, { name: 'Ada Obi', email: ' Ada@Example.NG ' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({
      chat_token: expect.any(String),
      roomId: expect.any(String),
      fullName: 'Ada Obi',
      email: 'ada@example.ng',
      organization_name: 'Zenith Foods',
      // A first chat for an email needs no code, and has proven nothing.
      verified: false,
      code_required: false,
      code_sent: false,
    });
  });
});

describe("the staff's users list", () => {
  it('lists who wrote, newest first, with a red dot until staff open it, and nothing of another organisation', async () => {
    const first = await conversationWith(zenith, 'Ada Obi', 'ada.list@example.ng', ['Hello']);
    testApp.clock.advance(60_000);
    const second = await conversationWith(zenith, 'Bayo Ade', 'bayo.list@example.ng', ['Hi there', 'Anyone?']);
    await conversationWith(other, 'Outsider', 'outsider@example.ng', ['Elsewhere']);
    // Someone who started but has not written yet is not listed.
    await start(zenith.organization.id, { name: 'Quiet', email: 'quiet@example.ng' });

    const list = await chatUsers(zenith.support.token, '?search=.list@');
    expect(list.results.map((user) => [user.email, user.seen, user.last_message?.message])).toEqual([
      ['bayo.list@example.ng', false, 'Anyone?'],
      ['ada.list@example.ng', false, 'Hello'],
    ]);
    expect(list.count).toBe(2);

    const seen = await asStaff(zenith.support.token, 'PUT', `/api/chat/put/${first.roomId}`);
    expect(seen.statusCode).toBe(200);
    const after = await chatUsers(zenith.manager.token, '?search=.list@');
    expect(after.results.map((user) => [user.email, user.seen])).toEqual([
      ['bayo.list@example.ng', false],
      ['ada.list@example.ng', true],
    ]);
    // Staff of another organisation can neither see nor mark it.
    expect((await asStaff(other.manager.token, 'PUT', `/api/chat/put/${second.roomId}`)).statusCode).toBe(404);
    expect((await chatUsers(other.manager.token)).results.map((user) => user.email)).toEqual(['outsider@example.ng']);
  });

  it('keeps the red dot off while staff reply, and brings it back when the stakeholder writes again', async () => {
    const receipt = await conversationWith(zenith, 'Chidi Eze', 'chidi.dot@example.ng', ['Question']);
    await asStaff(zenith.manager.token, 'PUT', `/api/chat/put/${receipt.roomId}`);
    const staff = await connectChat(address, { token: zenith.manager.token });
    await staff.send(receipt.roomId, 'Answer');
    expect((await chatUsers(zenith.manager.token, '?search=chidi.dot')).results[0]?.seen).toBe(true);
    staff.close();
    const again = await connectChat(address, { chatToken: receipt.chat_token });
    await again.send(receipt.roomId, 'Another question');
    again.close();
    expect((await chatUsers(zenith.manager.token, '?search=chidi.dot')).results[0]?.seen).toBe(false);
  });

  it('links a conversation to the stakeholder record with its email, only for staff who may see the record', async () => {
    const open = await createStakeholder(testApp.database.db, {
      organizationId: zenith.organization.id,
      name: 'Harbour Foods',
      emails: ['orders@harbour.ng'],
    });
    await createStakeholder(testApp.database.db, {
      organizationId: zenith.organization.id,
      name: 'Secret Holdings',
      emails: ['board@secret.ng'],
      sensitivity: 'restricted',
    });
    await conversationWith(zenith, 'Harbour', 'orders@harbour.ng', ['Hi']);
    await conversationWith(zenith, 'Board', 'board@secret.ng', ['Hi']);

    const linksFor = async (token: string) =>
      Object.fromEntries(
        (await chatUsers(token, '?search=.ng')).results
          .filter((user) => ['orders@harbour.ng', 'board@secret.ng'].includes(user.email))
          .map((user) => [user.email, user.stakeholder?.name ?? null]),
      );
    expect(await linksFor(zenith.manager.token)).toEqual({
      'orders@harbour.ng': 'Harbour Foods',
      'board@secret.ng': 'Secret Holdings',
    });
    expect(await linksFor(zenith.support.token)).toEqual({
      'orders@harbour.ng': 'Harbour Foods',
      'board@secret.ng': null,
    });
    expect((await chatUsers(zenith.support.token, '?search=harbour')).results[0]?.stakeholder).toEqual({
      id: open.id,
      reference: open.reference,
      name: 'Harbour Foods',
    });
  });
});

describe("a stakeholder record's conversations", () => {
  it('are those of its emails, for staff who may see the record, and each can be read on its own', async () => {
    const record = await createStakeholder(testApp.database.db, {
      organizationId: zenith.organization.id,
      name: 'Lagos Bakers',
      emails: ['owner@bakers.ng', 'orders@bakers.ng'],
      sensitivity: 'restricted',
    });
    const owner = await conversationWith(zenith, 'Owner', 'owner@bakers.ng', ['Hi']);
    await conversationWith(zenith, 'Orders', 'orders@bakers.ng', ['Hello']);
    await conversationWith(zenith, 'Someone', 'someone@else.ng', ['Hey']);

    const ofRecord = await chatUsers(zenith.manager.token, `?stakeholder_id=${record.id}`);
    expect(ofRecord.results.map((user) => user.email).sort()).toEqual(['orders@bakers.ng', 'owner@bakers.ng']);
    // A restricted record is hidden from support staff, and so is asking by it.
    expect(
      (await asStaff(zenith.support.token, 'GET', `/api/chat/users/?stakeholder_id=${record.id}`)).statusCode,
    ).toBe(404);

    const one = await asStaff(zenith.manager.token, 'GET', `/api/chat/users/${owner.roomId}`);
    expect(one.json()).toMatchObject({
      _id: owner.roomId,
      email: 'owner@bakers.ng',
      stakeholder: { name: 'Lagos Bakers' },
    });
    expect((await asStaff(other.manager.token, 'GET', `/api/chat/users/${owner.roomId}`)).statusCode).toBe(404);
  });
});

describe('the history', () => {
  it('answers messages in order: the latest, those after a sequence, or those before one', async () => {
    const lines = Array.from({ length: 8 }, (_, index) => `Line ${index + 1}`);
    const receipt = await conversationWith(zenith, 'Emeka', 'emeka.history@example.ng', lines);
    const read = async (query: string) =>
      (await asStaff(zenith.executive.token, 'GET', `/api/chat/messages/${receipt.roomId}${query}`))
        .json<ChatMessage[]>()
        .map((message) => message.sequence);

    expect(await read('')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await read('?after=5')).toEqual([6, 7, 8]);
    expect(await read('?after=2&limit=3')).toEqual([3, 4, 5]);
    expect(await read('?before=4')).toEqual([1, 2, 3]);
    expect(await read('?limit=2')).toEqual([7, 8]);
    expect((await asStaff(other.executive.token, 'GET', `/api/chat/messages/${receipt.roomId}`)).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/api/chat/messages/${receipt.roomId}` })).statusCode).toBe(401);
  });
});

describe('a ticket made from a conversation', () => {
  it('links the ticket and the conversation to each other, within the organisation only', async () => {
    const receipt = await conversationWith(zenith, 'Kola Ade', 'kola.ticket@example.ng', ['My card was charged twice']);
    const body = {
      name: 'Kola Ade',
      email: 'kola.ticket@example.ng',
      title: 'Charged twice',
      priority: 'high',
      sla_category: 'standard',
      description: 'My card was charged twice',
      handler_id: zenith.support.user.id,
      chat_user_id: receipt.roomId,
    };
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/ticket/create-ticket/',
      headers: bearer(zenith.manager.token),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json();
    expect(ticket.chat).toEqual({ id: receipt.roomId, email: 'kola.ticket@example.ng' });

    const detail = await asStaff(zenith.manager.token, 'GET', `/api/ticket/get-ticket/${ticket.id}/`);
    expect(detail.json().ticket_activity[0].text).toContain('from the chat with kola.ticket@example.ng');
    const [listed] = (await chatUsers(zenith.support.token, '?search=kola.ticket')).results;
    expect(listed?.tickets).toEqual([
      { id: ticket.id, reference: ticket.reference, title: 'Charged twice', status: 'new' },
    ]);

    const fromElsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/ticket/create-ticket/',
      headers: bearer(other.manager.token),
      payload: { ...body, handler_id: other.support.user.id },
    });
    expect(fromElsewhere.statusCode).toBe(404);
  });
});
