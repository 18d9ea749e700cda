import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#invoices: two actions on one invoice at once end as if one came first,
// and the one that lost leaves no trace and says so.
let testApp: TestApp;
let team: Team;
let calls: ReturnType<typeof invoiceCalls>;
const rounds = 10;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Racing Invoices Ltd');
  calls = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

async function draftFor(email: string) {
  const record = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    emails: [email],
  });
  return calls.created(team.manager.token, invoiceBody(record.id));
}

const rowOf = async (id: string) => (await testApp.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

async function sentNumbers() {
  const rows = await testApp.database.db
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.organizationId, team.organization.id));
  return rows
    .map(({ number }) => number)
    .filter((number): number is string => number !== null)
    .sort();
}

describe('sending a draft while it is deleted', () => {
  it('either sends it and refuses the delete, or deletes it with nothing numbered or emailed', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const email = `send-delete-${round}@racing.ng`;
      const draft = await draftFor(email);
      const [send, remove] = await Promise.all([
        calls.send(team.executive.token, draft.id),
        calls.call('DELETE', `/delete-invoice/${draft.id}?status=draft`, team.manager.token),
      ]);
      await testApp.jobs.runDue();

      if (send.statusCode === 200) {
        expect(send.json()).toMatchObject({ payment_status: 'pending' });
        expect(remove.statusCode).toBe(400);
        expect(remove.json().detail).toBe(messages.invoiceChangedMeanwhile);
        expect(await rowOf(draft.id)).toMatchObject({ status: 'pending', deletedAt: null });
        expect(await emailsTo(testApp, email)).toHaveLength(1);
      } else {
        expect(send.statusCode).toBe(404);
        expect(remove.statusCode).toBe(200);
        expect(await rowOf(draft.id)).toBeUndefined();
        expect(await emailsTo(testApp, email)).toHaveLength(0);
      }
    }
    // Gap-free: every number taken belongs to an invoice that was sent.
    const numbers = await sentNumbers();
    expect(numbers).toEqual(numbers.map((_, index) => `INV-${String(index + 1).padStart(6, '0')}`));
  });

  it('answers truly to a client that does not say what it saw: a 404 send numbered and emailed nothing', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const email = `send-delete-blind-${round}@racing.ng`;
      const draft = await draftFor(email);
      const before = await sentNumbers();
      const [send, remove] = await Promise.all([
        calls.send(team.executive.token, draft.id),
        calls.call('DELETE', `/delete-invoice/${draft.id}`, team.manager.token),
      ]);
      await testApp.jobs.runDue();

      expect(remove.statusCode).toBe(200);
      if (send.statusCode === 404) {
        expect(await sentNumbers()).toEqual(before);
        expect(await emailsTo(testApp, email)).toHaveLength(0);
      } else {
        // Sent first, then deleted as any sent invoice is: kept, with its number, out of sight.
        expect(send.statusCode).toBe(200);
        expect(send.json()).toMatchObject({ payment_status: 'pending' });
        expect((await rowOf(draft.id))?.deletedAt).not.toBeNull();
      }
    }
  });
});

describe('paying and cancelling one invoice at once', () => {
  it('does exactly one of them, and the other is refused as no longer pending', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const draft = await draftFor(`pay-cancel-${round}@racing.ng`);
      await calls.sent(team.manager.token, draft.id);
      const [pay, cancel] = await Promise.all([
        calls.call('PUT', `/mark-invoice-paid/${draft.id}`, team.manager.token),
        calls.call('POST', `/cancel-invoice/${draft.id}/`, team.manager.token),
      ]);

      const statuses = [pay.statusCode, cancel.statusCode].sort();
      expect(statuses).toEqual([200, 400]);
      const [winner, loser] = pay.statusCode === 200 ? [pay, cancel] : [cancel, pay];
      expect(loser.json().detail).toBe(messages.invoiceNotPending);
      const stored = await rowOf(draft.id);
      expect(winner.json().payment_status).toBe(stored?.status);
      expect(stored?.paidAt === null).toBe(stored?.status === 'cancelled');
    }
  });
});
