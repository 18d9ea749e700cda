import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';

export async function lastTicketNumber(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ last_value: number }>(sql`
    select last_value from reference_counters where organization_id = ${organizationId} and kind = 'TCK'`);
  return rows[0]?.last_value ?? 0;
}

// Takes the organisation back to where the run found it: the tickets the
// create scenario added (their history goes with them), the emails queued for
// them, and the reference counter.
export async function removeTicketsAfter(
  db: Database,
  { organizationId, number, since }: { organizationId: string; number: number; since: Date },
) {
  const { rows } = await db.execute<{ count: number }>(sql`
    with removed as (delete from tickets where organization_id = ${organizationId} and number > ${number}::int returning 1)
    select count(*)::int as count from removed`);
  await db.execute(sql`
    delete from outbox where organization_id = ${organizationId} and created_at >= ${since.toISOString()}::timestamptz`);
  await db.execute(sql`
    update reference_counters set last_value = ${number}::int where organization_id = ${organizationId} and kind = 'TCK'`);
  return rows[0]?.count ?? 0;
}
