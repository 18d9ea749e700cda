import type { TicketStakeholder } from '@srm/contract';
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

// The people earlier tickets were raised for, one per email with the name last
// used, most recent first.
export async function findKnownStakeholders(
  db: Database,
  { organizationId, search, limit }: { organizationId: string; search: string; limit: number },
): Promise<TicketStakeholder[]> {
  const pattern = containsPattern(search);
  const latestPerEmail = db
    .selectDistinctOn([tickets.stakeholderEmail], {
      name: tickets.stakeholderName,
      email: tickets.stakeholderEmail,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.organizationId, organizationId),
        isNull(tickets.deletedAt),
        or(ilike(tickets.stakeholderName, pattern), ilike(tickets.stakeholderEmail, pattern)),
      ),
    )
    .orderBy(tickets.stakeholderEmail, desc(tickets.createdAt))
    .as('latest_per_email');
  return db
    .select({ name: latestPerEmail.name, email: latestPerEmail.email })
    .from(latestPerEmail)
    .orderBy(desc(latestPerEmail.createdAt))
    .limit(limit);
}
