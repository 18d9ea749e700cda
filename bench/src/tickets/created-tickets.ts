import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { createdTitle } from './scenarios.js';

// Removes the tickets the create scenario added (their history goes with
// them) and the emails queued for them, before a run and after it. A create
// still in flight when the load stops may commit after this: the next run
// removes it. The reference counter is never turned back, only brought up to
// the highest number taken, so a ticket created later can never collide.
export async function removeCreatedTickets(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(sql`
    with removed as (delete from tickets where organization_id = ${organizationId} and title = ${createdTitle} returning 1)
    select count(*)::int as count from removed`);
  await db.execute(sql`
    delete from outbox where organization_id = ${organizationId} and subject like ${`%: ${createdTitle}`}`);
  await db.execute(sql`
    update reference_counters
    set last_value = greatest(last_value, (select max(number) from tickets where organization_id = ${organizationId}))
    where organization_id = ${organizationId} and kind = 'TCK'`);
  const removed = rows[0]?.count ?? 0;
  // The next run finds the pages all-visible again, as the seed left them.
  if (removed > 0) await db.execute(sql`vacuum analyze tickets, ticket_activity, outbox`);
  return removed;
}
