import type { TicketActivityType } from '@srm/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ticketActivity, users } from '../../db/schema/index.js';

export type ActivityChanges = Record<string, { from: string | null; to: string | null }>;

export interface NewActivity {
  ticketId: string;
  organizationId: string;
  type: TicketActivityType;
  text: string;
  authorId: string | null;
  changes?: ActivityChanges | null;
  createdAt: Date;
}

export async function insertActivity(tx: Database, entries: NewActivity[]) {
  if (entries.length === 0) return;
  await tx.insert(ticketActivity).values(entries);
}

// Oldest first. Entries of one action share their moment; the type's order
// (created, edited, reassigned, …, status_changed) then tells them apart.
export async function listActivityOf(
  db: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
) {
  return db
    .select({
      entry: ticketActivity,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(ticketActivity)
    .leftJoin(users, eq(users.id, ticketActivity.authorId))
    .where(and(eq(ticketActivity.organizationId, organizationId), eq(ticketActivity.ticketId, ticketId)))
    .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.type), asc(ticketActivity.id));
}

export type ActivityRow = Awaited<ReturnType<typeof listActivityOf>>[number];
