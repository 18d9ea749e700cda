import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { textArray } from './sql-literals.js';

const subjects = [
  'Login screen freezes after the update',
  'Payment declined but money left my account',
  'Please add a dark mode',
  'Receipts do not download',
  'Lesson videos stop halfway',
  'Wrong balance after top-up',
  'App crashes when opening reports',
  'Great new dashboard, thank you',
  'Cannot reset my password',
  'Notifications arrive twice',
];
const products = ['acadaboo', 'acadaboo', 'neo', 'neo', 'neo', 'oberon', 'kiosk'];

export async function countFeedback(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from feedback where organization_id = ${organizationId}`,
  );
  return rows[0]?.count ?? 0;
}

// Feedback for one bench organisation, in one INSERT … SELECT, numbered on from
// its last reference and spread over the past year: ten subjects (one in ten
// says 'login'), five products of uneven popularity, 2,000 stakeholders.
export async function seedBenchFeedback(
  db: Database,
  { organizationId, count }: { organizationId: string; count: number },
) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ last: number }>(sql`
      insert into reference_counters (organization_id, kind, last_value) values (${organizationId}, 'FBK', ${count})
      on conflict (organization_id, kind) do update set last_value = reference_counters.last_value + ${count}
      returning last_value - ${count} as last`);
    const first = (rows[0]?.last ?? 0) + 1;
    await tx.execute(sql`
      insert into feedback (organization_id, number, reference, product, subject, message,
        stakeholder_name, stakeholder_email, created_at, updated_at)
      select ${organizationId}, n, 'FBK-' || lpad(n::text, 6, '0'),
        (${textArray(products)})[1 + (n * 7919) % ${products.length}],
        (${textArray(subjects)})[1 + n % ${subjects.length}] || ' #' || n,
        'Sent through the bench: what happened, on which phone, and since when.',
        'Stakeholder ' || (n % 2000), 'stakeholder' || (n % 2000) || '@example.ng',
        now() - ((${first + count} - n) * interval '1 year' / ${count}),
        now() - ((${first + count} - n) * interval '1 year' / ${count})
      from generate_series(${first}::int, ${first + count - 1}::int) as n`);
  });
  // The words trigger filled search_words too: near spellings plan by its statistics (decision 018).
  await db.execute(sql`analyze feedback, search_words`);
}

// The submissions a run made, with their image rows (their files went with the app's DATA_DIR).
export async function removeSubmittedFeedback(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(sql`
    with removed as (delete from feedback where organization_id = ${organizationId} and subject like 'Bench submission%' returning 1)
    select count(*)::int as count from removed`);
  return rows[0]?.count ?? 0;
}
