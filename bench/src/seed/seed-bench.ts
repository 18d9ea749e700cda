import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { createBenchOrganization, removeBenchOrganizations } from './bench-organizations.js';
import { insertCreatedEntries, insertTicketChunk, setTicketCounter, spreadTickets } from './bench-tickets.js';

export interface SeedOptions {
  tickets: number;
  organizations: number;
  chunkSize: number;
  log: (line: string) => void;
}

const formatCount = (value: number) => value.toLocaleString('en-GB');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// Replaces the bench organisations with fresh ones holding `tickets` tickets in
// all, written in chunks by INSERT … SELECT so no row crosses the wire.
export async function seedBench(db: Database, { tickets, organizations, chunkSize, log }: SeedOptions) {
  const started = performance.now();
  const removed = await removeBenchOrganizations(db);
  if (removed > 0) log(`Removed ${removed} earlier bench organisations (${seconds(started)}).`);

  const now = new Date();
  const counts = spreadTickets(tickets, organizations);
  let written = 0;
  for (const [position, total] of counts.entries()) {
    const organization = await createBenchOrganization(db, position + 1);
    for (let from = 1; from <= total; from += chunkSize) {
      const chunk = { organizationId: organization.id, organizationIndex: organization.index, from, total, now };
      const to = Math.min(total, from + chunkSize - 1);
      await insertTicketChunk(db, { ...chunk, to });
      await insertCreatedEntries(db, { ...chunk, to });
      written += to - from + 1;
      const rate = written / ((performance.now() - started) / 1000);
      log(
        `  ${organization.name}: ${formatCount(to)} / ${formatCount(total)}` +
          `   all: ${formatCount(written)} / ${formatCount(tickets)} (${seconds(started)}, ${formatCount(Math.round(rate))} tickets/s)`,
      );
    }
    await setTicketCounter(db, { organizationId: organization.id, total });
  }

  // VACUUM too, not only ANALYZE: it marks the new pages all-visible, so counts
  // and id-only page scans read the indexes alone, as they would on a settled database.
  const analysing = performance.now();
  await db.execute(
    sql`vacuum analyze organizations, users, departments, tickets, ticket_activity, reference_counters, search_words`,
  );
  log(`VACUUM ANALYZE: ${seconds(analysing)}.`);
  log(`Seeded ${formatCount(tickets)} tickets in ${organizations} organisations in ${seconds(started)}.`);
  return { counts };
}
