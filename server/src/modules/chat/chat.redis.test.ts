import type { ChatSessionReceipt, PublicChat } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPresence } from '../../db/schema/index.js';
import { type ChatClient, connectChat, messageEvent } from '../../test/chat-client.js';
import { createTeam, type Team } from '../../test/factories.js';
import { type ServerCopy, startServerCopies } from '../../test/server-copies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// With REDIS_URL, a stakeholder on one server copy and staff on another talk
// as if on one (CI runs this against its Redis).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('chat across two server copies over Redis', () => {
  let testApp: TestApp;
  let team: Team;
  let copies: ServerCopy[] = [];
  let closeCopies: () => Promise<void>;
  const clients: ChatClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    team = await createTeam(testApp);
    ({ copies, close: closeCopies } = await startServerCopies(testApp, redisUrl ?? ''));
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await closeCopies?.();
    await testApp?.close();
  });

  const connectTo = async (copy: number, auth: Parameters<typeof connectChat>[1]) => {
    const client = await connectChat(copies[copy]?.address ?? '', auth);
    clients.push(client);
    return client;
  };

  it("delivers each side's messages, typing and the staff's list changes to sockets on the other copy", async () => {
    const started = await copies[0]?.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email: 'ngozi@example.ng' },
    });
    const { roomId, chat_token: chatToken } = started?.json<ChatSessionReceipt>() ?? ({} as ChatSessionReceipt);
    const stakeholder = await connectTo(0, { chatToken });
    const staff = await connectTo(1, { token: team.support.token });
    await staff.join(roomId);

    await stakeholder.send(roomId, 'Hello from copy one');
    await staff.nextEvent(messageEvent(1));
    await staff.nextEvent((event) => event.name === 'userDataAgain');
    staff.socket.emit('typing', { roomId });
    await stakeholder.nextEvent((event) => event.name === 'isTyping');
    await staff.send(roomId, 'Hello from copy two');
    await stakeholder.nextEvent(messageEvent(2));
    expect(stakeholder.messagesReceived().map((message) => message.message)).toEqual([
      'Hello from copy one',
      'Hello from copy two',
    ]);
  });

  // docs/product.md#chat-by-email: what the public chat says of a copy whose staff were last written down long ago.
  it('says someone is online while staff have a chat open on the other copy, however long ago they arrived', async () => {
    const quiet = await createTeam(testApp);
    const publicChat = async () =>
      (await copies[0]?.app.inject({ url: `/api/chat/public/${quiet.organization.id}/` }))?.json<PublicChat>();
    expect((await publicChat())?.staff_available).toBe(false);
    const staff = await connectTo(1, { token: quiet.support.token });
    const arrival = () =>
      testApp.database.db.select().from(staffPresence).where(eq(staffPresence.organizationId, quiet.organization.id));
    await expect.poll(arrival).toHaveLength(1);
    testApp.clock.advance(60 * 60_000);
    expect((await publicChat())?.staff_available).toBe(true);
    staff.close();
  });
});
