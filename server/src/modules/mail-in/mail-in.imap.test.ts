import { randomUUID } from 'node:crypto';
import { type MailSettings, messages, type Ticket } from '@srm/contract';
import { and, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings, tickets } from '../../db/schema/index.js';
import { type Dovecot, startDovecot } from '../../test/dovecot.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { composeEmail } from '../../test/mail-sender.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readInboundMessage } from './inbound-message.js';
import { assertReachableHost, MailboxError, readMailbox } from './mailbox-reader.js';

let dovecot: Dovecot;
let testApp: TestApp;
beforeAll(async () => {
  [dovecot, testApp] = await Promise.all([startDovecot(), createTestApp()]);
});
afterAll(async () => {
  await testApp.close();
  await dovecot.stop();
});

// A team of its own with a mailbox of its own, connected through the API as a manager would.
async function teamWithMailbox() {
  const team = await createTeam(testApp, `Lagos Water ${randomUUID().slice(0, 6)}`);
  const mailbox = dovecot.addMailbox();
  const access = {
    host: dovecot.host,
    port: dovecot.port,
    security: 'none',
    user: mailbox.user,
    address: mailbox.user,
  };
  const connected = await save(team, { mailbox: { ...access, password: mailbox.password } });
  expect(connected.statusCode, connected.body).toBe(200);
  return { team, mailbox, access };
}

const save = (team: Team, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/profile/mail-settings/',
    headers: bearer(team.manager.token),
    payload,
  });

// The mailbox as its owner's own mail program sees it.
async function mailboxClient(mailbox: { user: string; password: string }) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
  });
  await client.connect();
  return client;
}

// What arrives in the mailbox, as a mail server would file it.
async function deliverTo(mailbox: { user: string; password: string }, raws: Buffer[]) {
  const client = await mailboxClient(mailbox);
  for (const raw of raws) await client.append('INBOX', raw);
  await client.logout();
}

async function unreadIn(mailbox: { user: string; password: string }) {
  const client = await mailboxClient(mailbox);
  const lock = await client.getMailboxLock('INBOX');
  const unseen = await client.search({ seen: false });
  lock.release();
  await client.logout();
  return Array.isArray(unseen) ? unseen.length : 0;
}

const ticketsOf = (team: Team) =>
  testApp.database.db
    .select({ title: tickets.title, email: tickets.stakeholderEmail })
    .from(tickets)
    .where(eq(tickets.organizationId, team.organization.id))
    .orderBy(tickets.number);

const stakeholder = () => `ada.${randomUUID().slice(0, 8)}@example.ng`;

describe("an organisation's own mailbox", () => {
  it('is connected by a manager once it can be read, and never shows its password again', async () => {
    const { team, mailbox, access } = await teamWithMailbox();
    const read = await testApp.app.inject({ url: '/api/profile/mail-settings/', headers: bearer(team.support.token) });
    expect((read.json() as MailSettings).mailbox).toEqual({
      host: dovecot.host,
      port: dovecot.port,
      security: 'none',
      user: mailbox.user,
      address: mailbox.user,
      last_read_at: null,
      last_error: null,
    });
    expect(read.body).not.toContain(mailbox.password);
    const [stored] = await testApp.database.db
      .select({ password: mailSettings.mailboxPassword })
      .from(mailSettings)
      .where(eq(mailSettings.organizationId, team.organization.id));
    expect(stored!.password).not.toContain(mailbox.password);

    // Saved again without a password, it keeps the one it has; pointed elsewhere, it needs the password again, so
    // the one kept never goes to a host of someone's choosing.
    expect((await save(team, { mailbox: { ...access, port: dovecot.port } })).statusCode).toBe(200);
    for (const elsewhere of [{ host: 'localhost' }, { security: 'starttls' }, { user: 'someone@example.ng' }]) {
      const moved = await save(team, { mailbox: { ...access, ...elsewhere } });
      expect(moved.json()).toMatchObject({ errors: { 'mailbox.password': messages.mailboxPasswordRequired } });
    }
  });

  it('is refused, with the reason, when it cannot be read', async () => {
    const team = await createTeam(testApp, 'Refused Mailbox');
    const mailbox = dovecot.addMailbox();
    const access = {
      host: dovecot.host,
      port: dovecot.port,
      security: 'none',
      user: mailbox.user,
      address: mailbox.user,
    };
    const wrong = await save(team, { mailbox: { ...access, password: 'not it' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: messages.mailboxUnreachable,
      errors: { mailbox: 'The mailbox refused the user name or password.' },
    });
    const noPassword = await save(team, { mailbox: access });
    expect(noPassword.json()).toMatchObject({ errors: { 'mailbox.password': messages.mailboxPasswordRequired } });
    const closed = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/mail-settings/test-mailbox/',
      headers: bearer(team.manager.token),
      payload: { ...access, port: 1, password: mailbox.password },
    });
    expect(closed.json()).toMatchObject({ errors: { mailbox: 'Nothing answers at that host and port.' } });
    const read = await testApp.app.inject({ url: '/api/profile/mail-settings/', headers: bearer(team.manager.token) });
    expect((read.json() as MailSettings).mailbox).toBeNull();
  });

  it("'Test connection' says how many messages wait, with the password kept", async () => {
    const { team, mailbox, access } = await teamWithMailbox();
    await deliverTo(mailbox, [
      await composeEmail({ from: stakeholder(), to: mailbox.user, subject: 'Hi', text: 'Hi' }),
    ]);
    const tested = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/mail-settings/test-mailbox/',
      headers: bearer(team.manager.token),
      payload: access,
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ unread: 1 });
    const byExecutive = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/mail-settings/test-mailbox/',
      headers: bearer(team.executive.token),
      payload: access,
    });
    expect(byExecutive.statusCode).toBe(403);
  });

  it('has its new mail read each minute into tickets, each marked seen, and answers threaded by subject', async () => {
    const { team, mailbox } = await teamWithMailbox();
    const ada = stakeholder();
    await deliverTo(mailbox, [
      await composeEmail({ from: ada, to: mailbox.user, subject: 'No water since Friday', text: 'Street 4.' }),
    ]);
    await testApp.jobs.runDue();
    expect(await ticketsOf(team)).toEqual([{ title: 'No water since Friday', email: ada }]);
    expect(await unreadIn(mailbox)).toBe(0);

    // Our email asks for replies at the mailbox, with the reference in its subject.
    const created = (await emailsTo(testApp, ada)).find((email) => email.subject.includes('We have your request'));
    expect(created!.threading!.replyTo).toBe(mailbox.user);
    await deliverTo(mailbox, [
      await composeEmail({ from: ada, to: mailbox.user, subject: `Re: ${created!.subject}`, text: 'Still dry.' }),
    ]);
    await testApp.app.mailIn.readMailboxes();
    expect(await ticketsOf(team)).toHaveLength(1);
    const [ticket] = await testApp.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.organizationId, team.organization.id)));
    const detail = await testApp.app.inject({
      url: `/api/ticket/get-ticket/${ticket!.id}/`,
      headers: bearer(team.manager.token),
    });
    const answers = (
      detail.json() as Ticket & { ticket_activity: { type: string; body: string | null }[] }
    ).ticket_activity
      .filter((entry) => entry.type === 'answered')
      .map((entry) => entry.body);
    expect(answers).toEqual(['Still dry.']);
    const settings = await testApp.app.inject({
      url: '/api/profile/mail-settings/',
      headers: bearer(team.manager.token),
    });
    expect((settings.json() as MailSettings).mailbox?.last_read_at).not.toBeNull();
  });

  it('takes each message exactly once when a read stops between taking a message and marking it seen', async () => {
    const { team, mailbox, access } = await teamWithMailbox();
    const senders = Array.from({ length: 5 }, stakeholder);
    await deliverTo(
      mailbox,
      await Promise.all(
        senders.map((from, n) =>
          composeEmail({ from, to: mailbox.user, subject: `Question ${n}`, text: `Number ${n}` }),
        ),
      ),
    );
    // The process stops right after the third message committed, before the mailbox heard it was taken.
    let taken = 0;
    const stopping = new AbortController();
    const stopped = await readMailbox(
      { ...access, security: 'none', password: mailbox.password },
      async (raw) => {
        await testApp.app.mailIn.intake.take(await readInboundMessage(raw, { trustedAuthservIds: [] }), raw, {
          organizationId: team.organization.id,
        });
        taken += 1;
        if (taken === 3) {
          stopping.abort();
          throw new Error('the server stopped');
        }
      },
      { allowPrivate: true, signal: stopping.signal, maxBytes: 25 * 1024 * 1024, setAside: async () => undefined },
    );
    expect(stopped.failure).toBeInstanceOf(Error);
    expect(await unreadIn(mailbox)).toBe(3);

    await testApp.app.mailIn.readMailboxes();
    expect((await ticketsOf(team)).map((ticket) => ticket.title)).toEqual(senders.map((_, n) => `Question ${n}`));
    expect(await unreadIn(mailbox)).toBe(0);
  });

  it('says why its read fails, and stops being read once disconnected', async () => {
    const { team, mailbox } = await teamWithMailbox();
    // The mailbox's password changed at the provider.
    await testApp.database.db
      .update(mailSettings)
      .set({ mailboxUser: `${mailbox.user}.gone` })
      .where(eq(mailSettings.organizationId, team.organization.id));
    await testApp.app.mailIn.readMailboxes();
    const failing = await testApp.app.inject({
      url: '/api/profile/mail-settings/',
      headers: bearer(team.manager.token),
    });
    expect((failing.json() as MailSettings).mailbox?.last_error).toBe('The mailbox refused the user name or password.');

    expect((await save(team, { mailbox: null })).statusCode).toBe(200);
    const after = await testApp.app.inject({ url: '/api/profile/mail-settings/', headers: bearer(team.manager.token) });
    expect((after.json() as MailSettings).mailbox).toBeNull();
  });
});

describe('a mailbox host', () => {
  it('may not be a private address of ours in production', async () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '100.64.1.1',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:7f00:1',
      '::',
    ]) {
      await expect(assertReachableHost(host, { allowPrivate: false })).rejects.toBeInstanceOf(MailboxError);
    }
    await expect(assertReachableHost('8.8.8.8', { allowPrivate: false })).resolves.toBeUndefined();
  });
});
