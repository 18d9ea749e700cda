import type { ChatSessionReceipt } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatUsers } from '../../db/schema/index.js';
import { type ChatClient, connectChat, messageEvent } from '../../test/chat-client.js';
import { createTeam, type Team } from '../../test/factories.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let address: string;
let zenith: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  zenith = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const seconds = (count: number) => count * 1000;

async function conversation(email: string) {
  const receipt = (
    await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${zenith.organization.id}/`,
      payload: { name: 'Ngozi Bello', email },
    })
  ).json<ChatSessionReceipt>();
  const stakeholder = await connectChat(address, { chatToken: receipt.chat_token });
  const staff = await connectChat(address, { token: zenith.support.token });
  clients.push(stakeholder, staff);
  await staff.join(receipt.roomId);
  await stakeholder.send(receipt.roomId, 'Where is my receipt?');
  const later = async (ms: number) => {
    testApp.clock.advance(ms);
    await testApp.jobs.runDue();
  };
  return { receipt, stakeholder, staff, later };
}

// The stakeholder's page reports what it has shown; recorded a moment later.
async function seeUpTo(stakeholder: ChatClient, roomId: string, sequence: number) {
  stakeholder.socket.emit('seen', { roomId, sequence });
  await expect
    .poll(async () => {
      const [row] = await testApp.database.db
        .select({ seen: chatUsers.stakeholderSeenSequence })
        .from(chatUsers)
        .where(eq(chatUsers.id, roomId));
      return row?.seen;
    })
    .toBe(sequence);
}

describe('replies a stakeholder missed', () => {
  it('come in one email two minutes after the first, all of them, and never again', async () => {
    const email = 'missed@example.ng';
    const { receipt, staff, later } = await conversation(email);
    await staff.send(receipt.roomId, 'Let me check.');
    await later(seconds(30));
    await staff.send(receipt.roomId, 'Found it, sending it now.');
    await later(seconds(89));
    expect(await emailsTo(testApp, email)).toEqual([]);

    await later(seconds(1));
    const [sent, ...others] = await emailsTo(testApp, email);
    expect(others).toEqual([]);
    expect(sent?.subject).toBe('New replies from Zenith Foods');
    expect(sent?.textBody).toContain('Let me check.');
    expect(sent?.textBody).toContain('Found it, sending it now.');
    expect(sent?.textBody).toContain(`/chat/${zenith.organization.id}`);

    await later(seconds(600));
    expect(await emailsTo(testApp, email)).toHaveLength(1);
  });

  it('are not emailed when the stakeholder saw them, and a later unseen reply waits its own two minutes', async () => {
    const email = 'reader@example.ng';
    const { receipt, stakeholder, staff, later } = await conversation(email);
    await staff.send(receipt.roomId, 'Here you go.');
    await stakeholder.nextEvent(messageEvent(2));
    await seeUpTo(stakeholder, receipt.roomId, 2);
    await stakeholder.send(receipt.roomId, 'Thanks!');
    await later(seconds(60));
    await staff.send(receipt.roomId, 'Anything else?');
    await later(seconds(60));
    expect(await emailsTo(testApp, email)).toEqual([]);

    await later(seconds(60));
    const emails = await emailsTo(testApp, email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.textBody).toContain('Anything else?');
    expect(emails[0]?.textBody).not.toContain('Here you go.');
  });

  it('are not emailed when the stakeholder reads them within two minutes', async () => {
    const email = 'quick@example.ng';
    const { receipt, stakeholder, staff, later } = await conversation(email);
    await staff.send(receipt.roomId, 'Done.');
    await later(seconds(100));
    await seeUpTo(stakeholder, receipt.roomId, 2);
    await later(seconds(600));
    expect(await emailsTo(testApp, email)).toEqual([]);
  });
});
