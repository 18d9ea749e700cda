import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, ticketActivity, tickets, users } from '../../db/schema/index.js';

// Whether the organisation emails stakeholders about their tickets, and the name it signs with.
export async function findOrganizationEmailing(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name, emailStakeholders: organizations.emailStakeholders })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function saveOrganizationEmailing(
  db: Database,
  { organizationId, emailStakeholders, now }: { organizationId: string; emailStakeholders: boolean; now: Date },
) {
  await db.update(organizations).set({ emailStakeholders, updatedAt: now }).where(eq(organizations.id, organizationId));
}

// The live ticket a stakeholder's link names, whichever organisation's: the link's signature decides.
export async function findTicketOfLink(db: Database, ticketId: string) {
  const [row] = await db
    .select({ ticket: tickets, organizationName: organizations.name })
    .from(tickets)
    .innerJoin(organizations, eq(organizations.id, tickets.organizationId))
    .where(and(eq(tickets.id, ticketId), isNull(tickets.deletedAt)));
  return row;
}

// What the stakeholder may read of a ticket's history (docs/product.md#tickets), oldest first.
const publicTypes = ['created', 'replied', 'answered', 'resolved', 'reopened'] as const;
export type PublicActivityType = (typeof publicTypes)[number];

export async function listPublicThread(
  db: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
) {
  const rows = await db
    .select({
      id: ticketActivity.id,
      type: ticketActivity.type,
      body: ticketActivity.body,
      createdAt: ticketActivity.createdAt,
      author: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(ticketActivity)
    .leftJoin(users, eq(users.id, ticketActivity.authorId))
    .where(
      and(
        eq(ticketActivity.organizationId, organizationId),
        eq(ticketActivity.ticketId, ticketId),
        inArray(ticketActivity.type, [...publicTypes]),
      ),
    )
    .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.type), asc(ticketActivity.id));
  return rows as (Omit<(typeof rows)[number], 'type'> & { type: PublicActivityType })[];
}
