import { deadlineFor, dueSoonAt, paths } from '@srm/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { ticketActivity, tickets } from '../../../db/schema/index.js';
import { createJobRunner } from '../../../platform/jobs/job-runner.js';
import { appLink } from '../../../platform/mail/app-link.js';
import {
  bearer,
  createOrganization,
  createSessionToken,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from '../../../test/factories.js';
import { capturingLog } from '../../../test/jobs.js';
import { emailsAbout, emailsTo } from '../../../test/outbox.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSlaClock, scheduleSlaClock, slaBatchSize, slaTickMs } from './sla-clock.js';

const hour = 60 * 60_000;

let testApp: TestApp;
let db: Database;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

const tick = () => testApp.app.slaClock.tick();
const advance = (milliseconds: number) => testApp.clock.advance(milliseconds);

// A handler of its own per test, so their inbox holds only that test's emails.
const newHandler = () => createUser(db, { organizationId: team.organization.id, role: 'support' });

const newTicket = (input: Partial<Parameters<typeof createTicket>[1]> = {}) =>
  createTicket(db, { organizationId: team.organization.id, createdAt: testApp.clock.now(), ...input });

async function statusOf(ticketId: string) {
  const [row] = await db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, ticketId));
  return row!.status;
}

const historyOf = (ticketId: string) =>
  db.select().from(ticketActivity).where(eq(ticketActivity.ticketId, ticketId)).orderBy(ticketActivity.createdAt);

// An organisation with many live tickets of one handler, written in one
// statement (the factory's one by one is slow).
// Over a thousand moves, history entries and emails: on PGlite (one connection)
// on a busy two-core machine these take longer than the suite's usual limit.
const heavyTestTimeout = 90_000;

async function createBusyOrganization(total: number) {
  const organization = await createOrganization(db, 'Busy Org');
  const handler = await createUser(db, { organizationId: organization.id, role: 'support' });
  const createdAt = testApp.clock.now();
  const dueAt = deadlineFor(createdAt, 24);
  const rows = Array.from({ length: total }, (_, index) => ({
    organizationId: organization.id,
    number: index + 1,
    reference: `TCK-${String(index + 1).padStart(6, '0')}`,
    title: `Delivery ${index + 1} arrived late`,
    description: 'The truck came a day after the promised date.',
    priority: 'medium' as const,
    slaCategory: 'standard' as const,
    handlerId: handler.id,
    stakeholderName: 'Chidi Eze',
    stakeholderEmail: 'chidi@example.ng',
    dueAt,
    dueSoonAt: dueSoonAt({ startsAt: createdAt, dueAt }),
    createdAt,
    updatedAt: createdAt,
  }));
  await db.insert(tickets).values(rows);
  return { organizationId: organization.id, handler };
}

describe('moving tickets on time', () => {
  it('moves a ticket to due at exactly 75% of its window, with a history entry and no email', async () => {
    const handler = await newHandler();
    const ticket = await newTicket({ handlerId: handler.id, slaCategory: 'standard' });

    advance(18 * hour - 1);
    await tick();
    expect(await statusOf(ticket.id)).toBe('new');

    advance(1);
    await tick();
    expect(await statusOf(ticket.id)).toBe('due');
    expect(await historyOf(ticket.id)).toEqual([
      expect.objectContaining({
        type: 'status_changed',
        text: 'Status changed from New to Due by the SLA clock.',
        authorId: null,
        changes: { status: { from: 'new', to: 'due' } },
        createdAt: testApp.clock.now(),
        organizationId: team.organization.id,
      }),
    ]);
    // docs/product.md#tickets: the handler hears of overdue only.
    expect(await emailsTo(testApp, handler.email)).toEqual([]);
  });

  it('moves a ticket to overdue at its deadline, not a millisecond earlier, and emails its handler', async () => {
    const handler = await newHandler();
    const ticket = await newTicket({ handlerId: handler.id, slaCategory: 'medium', status: 'open' });

    advance(54 * hour);
    await tick();
    expect(await statusOf(ticket.id)).toBe('due');

    advance(18 * hour - 1);
    await tick();
    expect(await statusOf(ticket.id)).toBe('due');
    expect(await emailsTo(testApp, handler.email)).toEqual([]);

    advance(1);
    await tick();
    expect(await statusOf(ticket.id)).toBe('overdue');
    expect((await historyOf(ticket.id)).map((entry) => entry.text)).toEqual([
      'Status changed from Open to Due by the SLA clock.',
      'Status changed from Due to Overdue by the SLA clock.',
    ]);
    const emails = await emailsTo(testApp, handler.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      organizationId: team.organization.id,
      subject: `${ticket.reference} is overdue: ${ticket.title}`,
      status: 'pending',
    });
    expect(emails[0]!.textBody).toContain(appLink(testApp.config, paths.overdueTickets));
  });

  it('moves nothing again on later ticks', async () => {
    const ticket = await newTicket({ handlerId: (await newHandler()).id });
    advance(24 * hour);
    await tick();
    advance(24 * hour);
    await tick();
    await tick();
    expect(await historyOf(ticket.id)).toHaveLength(1);
  });

  it('moves an overdue ticket without a handler and emails nobody', async () => {
    const ticket = await newTicket({ handlerId: null });
    advance(24 * hour);
    await tick();
    expect(await statusOf(ticket.id)).toBe('overdue');
    expect(await emailsAbout(testApp, ticket)).toEqual([]);
  });

  it('never moves a resolved or a deleted ticket', async () => {
    const handler = await newHandler();
    const resolved = await newTicket({ handlerId: handler.id, status: 'resolved' });
    const deleted = await newTicket({ handlerId: handler.id });
    await db.update(tickets).set({ deletedAt: testApp.clock.now() }).where(eq(tickets.id, deleted.id));

    advance(18 * hour);
    await tick();
    advance(6 * hour);
    await tick();

    expect(await statusOf(resolved.id)).toBe('resolved');
    expect(await statusOf(deleted.id)).toBe('new');
    expect(await historyOf(resolved.id)).toEqual([]);
    expect(await historyOf(deleted.id)).toEqual([]);
    expect(await emailsTo(testApp, handler.email)).toEqual([]);
  });

  it('keeps the deadline a ticket was given when the targets change afterwards', async () => {
    const ticket = await newTicket({ slaCategory: 'standard' });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/sla-settings/',
      headers: bearer(await createSessionToken(testApp, team.manager.user.id)),
      payload: { standard_hours: 1, medium_hours: 1, complex_hours: 1 },
    });
    expect(saved.statusCode).toBe(200);

    advance(2 * hour);
    await tick();
    expect(await statusOf(ticket.id)).toBe('new');
  });
});

describe('catching up after downtime', () => {
  it('moves a ticket whose deadline passed while no clock ran straight to overdue, in one entry', async () => {
    const handler = await newHandler();
    const ticket = await newTicket({ handlerId: handler.id, slaCategory: 'complex' });

    advance(10 * 24 * hour);
    await tick();

    expect(await statusOf(ticket.id)).toBe('overdue');
    expect((await historyOf(ticket.id)).map((entry) => entry.changes)).toEqual([
      { status: { from: 'new', to: 'overdue' } },
    ]);
    expect(await emailsTo(testApp, handler.email)).toHaveLength(1);
  });

  it(
    'moves more tickets than one batch holds in a single tick',
    async () => {
      const total = slaBatchSize * 2 + 200;
      const { organizationId, handler } = await createBusyOrganization(total);

      advance(25 * hour);
      const result = await tick();

      expect(result.overdue).toBeGreaterThanOrEqual(total);
      const [live] = await db
        .select({ total: count() })
        .from(tickets)
        .where(and(eq(tickets.organizationId, organizationId), eq(tickets.status, 'overdue')));
      expect(live!.total).toBe(total);
      const [entries] = await db
        .select({ total: count() })
        .from(ticketActivity)
        .where(eq(ticketActivity.organizationId, organizationId));
      expect(entries!.total).toBe(total);
      expect(await emailsTo(testApp, handler.email)).toHaveLength(total);
    },
    heavyTestTimeout,
  );
});

describe('several server copies', () => {
  it(
    'moves each ticket and queues each email exactly once when two clocks tick together',
    async () => {
      const total = slaBatchSize * 2 + 200;
      const busy = await createBusyOrganization(total);
      const handler = await newHandler();
      const atDeadline = await newTicket({ handlerId: handler.id });
      const copies = [createSlaClock(testApp.context), createSlaClock(testApp.context)];

      advance(24 * hour);
      const atQuarterMark = await newTicket({
        handlerId: handler.id,
        createdAt: new Date(testApp.clock.now().getTime() - 18 * hour),
      });
      const results = await Promise.all(copies.map((copy) => copy.tick()));

      // Every move either copy reports is one history entry of this moment, one per ticket.
      const reported = results.reduce((sum, result) => sum + result.due + result.overdue, 0);
      const entries = await db
        .select({ ticketId: ticketActivity.ticketId })
        .from(ticketActivity)
        .where(and(eq(ticketActivity.createdAt, testApp.clock.now()), isNull(ticketActivity.authorId)));
      expect(entries).toHaveLength(reported);
      expect(new Set(entries.map((entry) => entry.ticketId)).size).toBe(reported);

      const [busyEntries] = await db
        .select({ total: count() })
        .from(ticketActivity)
        .where(eq(ticketActivity.organizationId, busy.organizationId));
      expect(busyEntries!.total).toBe(total);
      expect(await emailsTo(testApp, busy.handler.email)).toHaveLength(total);

      expect(await statusOf(atDeadline.id)).toBe('overdue');
      expect(await statusOf(atQuarterMark.id)).toBe('due');
      expect(await historyOf(atDeadline.id)).toHaveLength(1);
      expect(await historyOf(atQuarterMark.id)).toHaveLength(1);
      expect(await emailsTo(testApp, handler.email)).toHaveLength(1);
    },
    heavyTestTimeout,
  );
});

describe('running on its own', () => {
  async function waitFor(check: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('gave up waiting');
  }
  const pastDeadline = () => newTicket({ createdAt: new Date(testApp.clock.now().getTime() - 25 * hour) });

  // A server copy's job runner with the SLA clock on it, as buildApp sets it up.
  function serverCopy() {
    const jobs = createJobRunner({ database: db, clock: testApp.clock, log: testApp.context.log, pollMs: 20 });
    scheduleSlaClock(jobs, createSlaClock(testApp.context));
    // The clock's next due time has come, whatever an earlier test left.
    advance(slaTickMs);
    return jobs;
  }

  it('ticks at start, then again and again, until stopped', async () => {
    const jobs = serverCopy();
    const first = await pastDeadline();
    jobs.start();
    await waitFor(async () => (await statusOf(first.id)) === 'overdue');
    const second = await pastDeadline();
    advance(slaTickMs);
    await waitFor(async () => (await statusOf(second.id)) === 'overdue');

    await jobs.stop();
    const third = await pastDeadline();
    advance(slaTickMs);
    jobs.nudge();
    await jobs.stop();
    expect(await statusOf(third.id)).toBe('new');
  });

  it('lets the tick under way finish its batch when the server stops, and leaves the rest to the next tick', async () => {
    const late = [await pastDeadline(), await pastDeadline()];
    const slaClock = createSlaClock({ ...testApp.context, batchSize: 1 });
    const stopping = new AbortController();
    const ticking = slaClock.tick({ signal: stopping.signal });
    stopping.abort();
    expect(await ticking).toEqual({ due: 0, overdue: 1 });

    await slaClock.tick();
    for (const ticket of late) expect(await statusOf(ticket.id)).toBe('overdue');
  });

  it('logs a failed tick and keeps ticking', async () => {
    const { log, lines } = capturingLog();
    let failuresLeft = 1;
    const flakyDb = Object.create(db, {
      transaction: {
        value: (...args: Parameters<Database['transaction']>) =>
          failuresLeft-- > 0 ? Promise.reject(new Error('connection lost')) : db.transaction(...args),
      },
    }) as Database;
    const jobs = createJobRunner({ database: db, clock: testApp.clock, log, pollMs: 20 });
    scheduleSlaClock(jobs, createSlaClock({ ...testApp.context, database: { ...testApp.database, db: flakyDb }, log }));
    advance(slaTickMs);
    const ticket = await pastDeadline();
    jobs.start();
    await waitFor(async () => lines.some((line) => line.level === 'error'));
    advance(slaTickMs);
    await waitFor(async () => (await statusOf(ticket.id)) === 'overdue');
    await jobs.stop();
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'periodic job failed; it runs again when next due',
    ]);
  });

  it('stops with the app, so closing a server with a running clock does not hang', async () => {
    const other = await createTestApp();
    other.jobs.start();
    await other.close();
  });
});
