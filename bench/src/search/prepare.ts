import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { countFeedback, seedBenchFeedback } from '../seed/bench-feedback.js';
import { countInvoices, seedBenchInvoices } from '../seed/bench-invoices.js';
import { findLargestBenchOrganization } from '../seed/bench-organizations.js';
import { countStakeholders, seedBenchStakeholders } from '../seed/bench-stakeholders.js';
import { spreadTickets } from '../seed/bench-tickets.js';
import { seedBench } from '../seed/seed-bench.js';
import { removeCreatedTickets } from '../tickets/created-tickets.js';

export interface SearchSeed {
  tickets: number;
  organizations: number;
  stakeholders: number;
  feedback: number;
  invoices: number;
}

export type Desk = NonNullable<Awaited<ReturnType<typeof findLargestBenchOrganization>>>;

const formatCount = (value: number) => value.toLocaleString('en-GB');

// Deleted ones included: the seed numbers every ticket it writes.
async function countAllTickets(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from tickets where organization_id = ${organizationId}`,
  );
  return rows[0]?.count ?? 0;
}

async function timed(log: (line: string) => void, what: string, seed: () => Promise<unknown>) {
  log(`Seeding ${what}…`);
  const started = performance.now();
  await seed();
  log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The largest bench organisation as the search bench needs it: its share of
// `tickets` (all of them with one organisation, the size decision 018 aims at),
// exactly `stakeholders` records, at least `feedback` feedbacks and exactly
// `invoices` invoices. Each part is seeded only when it differs, so a second
// run measures at once. The records' seed removes the invoices, so they follow it.
export async function prepareDesk(db: Database, seed: SearchSeed, log: (line: string) => void): Promise<Desk> {
  const wanted = spreadTickets(seed.tickets, seed.organizations)[0]!;
  let desk = await findLargestBenchOrganization(db);
  // Tickets bench:tickets' create scenario left behind (a request still running when it cleaned up) are
  // removed first: otherwise they would count as a different seed, and the whole seed be written again.
  if (desk) await removeCreatedTickets(db, desk.organizationId);
  if (!desk || (await countAllTickets(db, desk.organizationId)) !== wanted) {
    await timed(log, `${formatCount(seed.tickets)} tickets in ${seed.organizations} organisations`, () =>
      seedBench(db, { tickets: seed.tickets, organizations: seed.organizations, chunkSize: 50_000, log }),
    );
    desk = (await findLargestBenchOrganization(db))!;
  }
  const { organizationId } = desk;
  if ((await countStakeholders(db, organizationId)) !== seed.stakeholders) {
    await timed(log, `${formatCount(seed.stakeholders)} stakeholder records`, () =>
      seedBenchStakeholders(db, { organizationId, count: seed.stakeholders, log }),
    );
  }
  const feedback = await countFeedback(db, organizationId);
  if (feedback < seed.feedback) {
    await timed(log, `${formatCount(seed.feedback - feedback)} feedbacks`, () =>
      seedBenchFeedback(db, { organizationId, count: seed.feedback - feedback }),
    );
  }
  if ((await countInvoices(db, organizationId)) !== seed.invoices) {
    await timed(log, `${formatCount(seed.invoices)} invoices`, () =>
      seedBenchInvoices(db, { organizationId, count: seed.invoices, log }),
    );
  }
  return desk;
}

export async function describeDesk(db: Database, organizationId: string) {
  const [stakeholders, feedback, invoices] = await Promise.all([
    countStakeholders(db, organizationId),
    countFeedback(db, organizationId),
    countInvoices(db, organizationId),
  ]);
  return { stakeholders, feedback, invoices };
}
