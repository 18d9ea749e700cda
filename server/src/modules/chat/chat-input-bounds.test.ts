import { type ChatSessionReceipt, chatMessageMaxLength, largestInteger, messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.js';
import { type ChatClient, connectChat } from '../../test/chat-client.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Inputs that used to answer 500 or close the connection: each is a refusal naming its rule.
let testApp: TestApp;
let address: string;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  team = await createTeam(testApp, 'Bounded Chat Org');
});
afterAll(() => testApp.close());

const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function stakeholderSocket(email: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/chat/start/${team.organization.id}/`,
    payload: { name: 'Ada Obi', email },
  });
  const receipt = response.json<ChatSessionReceipt>();
  const client = await connectChat(address, { chatToken: receipt.chat_token });
  clients.push(client);
  return { client, roomId: receipt.roomId };
}

const storedBodies = async (roomId: string) =>
  (
    await testApp.database.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.chatUserId, roomId))
  ).map(({ body }) => body);

describe('chat socket events with bad input', () => {
  it('refuses joining after a sequence no integer column holds with 400', async () => {
    const { client, roomId } = await stakeholderSocket('bounds.join@example.ng');
    expect(await client.join(roomId, 2 ** 31)).toEqual({ ok: false, status: 400, detail: messages.invalidValue });
    expect(await client.join(roomId, largestInteger)).toEqual({ ok: true, messages: [], hasMore: false });
  });

  it('refuses a message holding U+0000 or half a surrogate pair with 400, storing nothing', async () => {
    const { client, roomId } = await stakeholderSocket('bounds.nul@example.ng');
    await client.join(roomId);

    for (const text of ['Hello\u0000there', 'Hello \ud800']) {
      expect(await client.send(roomId, text)).toEqual({ ok: false, status: 400, detail: messages.textUnstorable });
    }
    expect(await storedBodies(roomId)).toEqual([]);
  });

  it('answers a 200 KB message with its length rule and keeps the connection', async () => {
    const { client, roomId } = await stakeholderSocket('bounds.long@example.ng');
    await client.join(roomId);

    const refused = await client.send(roomId, 'a'.repeat(200 * 1024));
    expect(refused).toEqual({ ok: false, status: 400, detail: messages.chatMessageTooLong });
    expect(client.socket.connected).toBe(true);
    expect(await client.send(roomId, 'a'.repeat(chatMessageMaxLength))).toMatchObject({ ok: true });
    expect(await storedBodies(roomId)).toEqual(['a'.repeat(chatMessageMaxLength)]);
  });
});

describe("a conversation's history read with outsized bounds", () => {
  const history = (roomId: string, query: string) =>
    testApp.app.inject({ url: `/api/chat/messages/${roomId}?${query}`, headers: bearer(team.support.token) });

  it('answers the largest sequence as an empty page, and anything past it with 422', async () => {
    const { client, roomId } = await stakeholderSocket('bounds.history@example.ng');
    await client.send(roomId, 'Is my order on its way?');

    for (const query of [`after=${largestInteger}`, `before=${largestInteger}`]) {
      expect((await history(roomId, query)).statusCode).toBe(200);
    }
    expect((await history(roomId, `after=${largestInteger}`)).json()).toEqual([]);
    expect((await history(roomId, `before=${largestInteger}`)).json()).toHaveLength(1);
    for (const query of [`after=${largestInteger + 1}`, `before=${2 ** 53}`, 'limit=1e400']) {
      const response = await history(roomId, query);
      expect(response.statusCode, query).toBe(422);
    }
  });
});
